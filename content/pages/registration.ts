// /registration. Fee and eligibility from spec sections 5 and 9.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const registrationRules = {
  feeRupees: 500,
  ageCutOff: '31 March',
  lkgAgeYears: 3.5,
  classSixAgeYears: 10.5,
  classSixMinimumPercent: 60,
} as const;

const r = registrationRules;

export const registration: ContentPage = {
  lead: `Registration is the first step towards admission to ${school.name}. Registration dates for the new session are announced on the home page and in the news section, usually between November and January.`,
  blocks: [
    {
      type: 'notice',
      tone: 'important',
      title: 'Registration fee',
      text: `The registration fee is Rs. ${r.feeRupees} and is not refundable. Registration does not guarantee admission.`,
    },
    {
      type: 'section',
      heading: 'Who can register',
      blocks: [
        {
          type: 'paragraph',
          text: `Admission is open in LKG and, when seats are available, in Class VI. Age is counted on ${r.ageCutOff} of the year in which the session begins.`,
        },
        {
          type: 'table',
          caption: 'Eligibility for registration',
          columns: ['Class', `Minimum age on ${r.ageCutOff}`, 'Other conditions'],
          rowHeaders: true,
          rows: [
            ['LKG', `${r.lkgAgeYears} years`, 'A short, friendly interaction with the child and the parents.'],
            [
              'Class VI',
              `${r.classSixAgeYears} years`,
              `At least ${r.classSixMinimumPercent}% in every subject in the last examination passed, and at least ${r.classSixMinimumPercent}% in the admission interview.`,
            ],
            ['Other classes', 'Age suitable for the class', 'Only when a vacancy arises; notified separately.'],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'How to register',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Fill in the registration form online when the registration link is published on the home page, or collect a form from the school office.',
            `Pay the registration fee of Rs. ${r.feeRupees}.`,
            [
              'Attach the documents listed under ',
              { text: 'Requirement', page: 'requirement' },
              ' and submit the form by the last date.',
            ],
            'Bring the child for the interaction (LKG) or the written test and interview (Class VI) on the date given on the admit slip.',
            [
              'Check the list of selected candidates on the notice board and the website, then complete the ',
              { text: 'admission formalities', page: 'admission' },
              ' within the time given.',
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Please note',
      blocks: [
        {
          type: 'list',
          items: [
            'Incomplete forms or forms with false information are rejected, and an admission based on false information is cancelled.',
            'Recommendations and donations are neither sought nor accepted; admission is on merit.',
            'A child already registered in an earlier year must register again.',
          ],
        },
      ],
    },
  ],
};
