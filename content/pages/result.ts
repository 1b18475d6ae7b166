// /result: the board publishes ICSE and ISC results; the page points to its result and re-check pages.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const result: ContentPage = {
  lead: `Results of the ICSE (Class X) and ISC (Class XII) examinations are declared by the ${school.board}, not by the school. Use the links below to see a result or to apply for re-checking.`,
  blocks: [
    {
      type: 'links',
      items: [
        {
          ...school.links.boardResult,
          description: 'View and download ICSE and ISC results with the Unique ID and Index Number.',
        },
        {
          ...school.links.boardRecheck,
          description: 'Apply online for re-checking of marks during the window the Council announces.',
        },
        {
          ...school.links.boardSite,
          description: 'Notices, syllabus and examination timetables from the Council.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Checking a board result',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Open the Council’s results page on the day the results are declared.',
            'Choose ICSE or ISC.',
            'Enter the Unique ID, the Index Number and the captcha shown on the screen.',
            'View the result and keep a printed or saved copy. The original mark sheet and pass certificate are issued through the school.',
          ],
        },
        {
          type: 'notice',
          tone: 'info',
          title: 'Unique ID and Index Number',
          text: 'Both are printed on the admit card. If a candidate has lost the admit card, the class teacher or the school office can tell the candidate’s parent the numbers after checking identity.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Re-checking',
      blocks: [
        {
          type: 'paragraph',
          text: 'A candidate who is not satisfied with the marks in a subject may apply to the Council for re-checking. Applications are made online only, within the dates the Council announces after the results, and the fee is paid online. The Council communicates the outcome directly; a revised result, if any, is also sent to the school.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'School examination results',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Results of the school’s own term examinations (LKG to Class IX and Class XI) are shared on the report card and on the ',
            { text: 'Parent Portal', page: 'parentPortal' },
            '. The rules for promotion are on the ',
            { text: 'Examination & Promotion', page: 'examinationAndPromotion' },
            ' page.',
          ],
        },
      ],
    },
  ],
};
