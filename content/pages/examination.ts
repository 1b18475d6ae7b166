// /examinationAndPromotion. Promotion rule (spec section 5): at least 40% in each subject and 50% aggregate.

import type { ContentPage } from './blocks.ts';

export const promotionRule = { perSubjectPercent: 40, aggregatePercent: 50 } as const;

export const examinationAndPromotion: ContentPage = {
  lead: 'Students are assessed throughout the year, not on a single examination. The rules below apply from Class I to Class IX and to Class XI; Classes X and XII follow the Council’s board examination rules.',
  blocks: [
    {
      type: 'section',
      heading: 'Terms and examinations',
      blocks: [
        {
          type: 'paragraph',
          text: 'The academic year, which begins in April, is divided into two terms. Each term has two unit tests and ends with a term examination.',
        },
        {
          type: 'table',
          caption: 'Assessment during the year',
          columns: ['Assessment', 'When', 'Weight in the final result'],
          rowHeaders: true,
          rows: [
            ['Unit tests 1 and 2', 'May and August', '10%'],
            ['Half-yearly examination', 'September', '30%'],
            ['Unit tests 3 and 4', 'November and January', '10%'],
            ['Annual examination', 'February–March', '40%'],
            ['Projects, practicals and class work', 'Throughout the year', '10%'],
          ],
        },
        {
          type: 'paragraph',
          text: 'LKG, UKG, Class I and Class II are assessed through activities, oral work and class work, and receive a descriptive report card.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Promotion',
      blocks: [
        {
          type: 'notice',
          tone: 'important',
          title: 'Conditions for promotion',
          text: 'A student is promoted to the next class only when all of these are met:',
          items: [
            `at least ${promotionRule.perSubjectPercent}% in each subject;`,
            `at least ${promotionRule.aggregatePercent}% in the aggregate of all subjects;`,
            'at least 75% attendance during the year.',
          ],
        },
        {
          type: 'list',
          items: [
            'Promotion is decided on the whole year’s work, not on the annual examination alone.',
            'The decision of the Principal and the staff council regarding promotion is final.',
            'A student who fails twice in the same class may be asked to leave the school.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Re-tests',
      blocks: [
        {
          type: 'list',
          items: [
            'There is no re-test for unit tests or term examinations missed without leave.',
            'A student absent from an examination because of illness may be given a re-test if a medical certificate reaches the school within a week, as for any sick leave.',
            'A student who is short of the pass mark in one subject at the annual examination may, at the Principal’s discretion, be given one re-test in that subject before the new session begins. Promotion then depends on the re-test result.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Unfair means',
      blocks: [
        {
          type: 'paragraph',
          text: 'Honesty in examinations is part of the school’s values. Copying, carrying notes or any electronic device into the examination hall, talking, or helping another student are unfair means.',
        },
        {
          type: 'list',
          items: [
            'A student found using unfair means gets no marks in that paper.',
            'Parents are informed in writing, and repeated cases lead to suspension or withdrawal from the school.',
            'Reports of unfair means in board examinations are sent to the Council, which decides the penalty.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Report cards',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Report cards are given to parents at the parent-teacher meeting after each term and are also available on the ',
            { text: 'Parent Portal', page: 'parentPortal' },
            '. Board examination results are announced by the Council; see the ',
            { text: 'Result', page: 'result' },
            ' page.',
          ],
        },
      ],
    },
  ],
};
