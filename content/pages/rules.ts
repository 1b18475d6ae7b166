// /rules: general school rules.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const rules: ContentPage = {
  lead: `These rules help ${school.shortName} stay a safe, orderly and friendly place. By admitting their child, parents agree to support them.`,
  blocks: [
    {
      type: 'section',
      heading: 'Punctuality',
      blocks: [
        {
          type: 'list',
          items: [
            'Students must be in school before the first bell. The gate closes when the assembly begins.',
            'A student who arrives late reports to the office and gets a late slip; three late arrivals in a month are reported to the parents.',
            'No student may leave the campus during school hours without a gate pass signed by the Principal or the section in-charge, and only with a parent or an authorised person.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'The school diary',
      blocks: [
        {
          type: 'list',
          items: [
            'Every student brings the school diary every day. It is the link between school and home.',
            'Parents check the diary daily and sign notes from teachers.',
            'Leave requests, late notes and messages to teachers are written in the diary.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Conduct and courtesy',
      blocks: [
        {
          type: 'list',
          items: [
            'Students greet teachers, staff and visitors politely and are courteous to one another.',
            'Bullying, fighting, abusive language and ragging are serious offences and lead to suspension or expulsion.',
            'Students move along corridors and staircases quietly and keep to the left.',
            'Students are responsible for keeping their classroom, the campus and the washrooms clean.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Property and belongings',
      blocks: [
        {
          type: 'list',
          items: [
            'Damage to school property, including writing on desks and walls, is paid for by the student responsible.',
            'Every article a student brings must be marked with the student’s name and class. The school is not responsible for lost items.',
            'Students do not bring valuables, large sums of money, or books and magazines unrelated to school work.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Mobile phones and devices',
      blocks: [
        {
          type: 'paragraph',
          text: 'Mobile phones, smart watches and other electronic devices are not allowed on the campus. A device found with a student is confiscated and returned only to the parent at the end of the term. Parents who need to contact their child can call the school office.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Fees',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Fees are paid by the due dates in the ',
              { text: 'fee structure', page: 'feeStructure' },
              ', online through the ',
              { text: 'Parent Portal', page: 'parentPortal' },
              ' or at the bank counter on the campus.',
            ],
            'A late fee is charged after the due date. A student whose fees are unpaid for two months may not be allowed to sit for examinations.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Related rules',
      blocks: [
        {
          type: 'links',
          items: [
            { label: 'Attendance & Leave', page: 'attendance', description: 'Leave requests, absence and re-admission.' },
            { label: 'Outfit', page: 'outFit', description: 'The uniform for each section and season.' },
            { label: 'Instruction to Students', page: 'instruction', description: 'Behaviour, language and prayer.' },
            { label: 'Recommendation to Parents', page: 'recommendation', description: 'How parents can help.' },
          ],
        },
      ],
    },
  ],
};
