// /admission (Admission & Withdrawals) and /withdrawal.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const admission: ContentPage = {
  lead: `Admission to ${school.name} is made strictly on merit, on the results of the registration test or interaction and the seats available. The decision of the Principal is final.`,
  blocks: [
    {
      type: 'section',
      heading: 'Admission',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Only children who have ',
              { text: 'registered', page: 'registration' },
              ' and appear on the list of selected candidates are admitted.',
            ],
            'A student coming from another school must produce the transfer certificate and the mark list of the last examination. Admission is provisional until both are received.',
            'Parents (both parents, or the legal guardian) must be present at the time of admission and sign the admission register and the undertaking to follow the school rules.',
            'The admission fee and the fees of the first installment are paid at the time of admission. The admission fee is not refundable.',
            [
              'The documents to bring are listed under ',
              { text: 'Requirement', page: 'requirement' },
              '.',
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Withdrawals',
      blocks: [
        {
          type: 'notice',
          tone: 'important',
          title: 'Leaving during the year',
          text: 'A student who leaves the school in the middle of the session must pay the fees for the full year.',
        },
        {
          type: 'list',
          items: [
            'One month’s notice in writing is required before a student is withdrawn; otherwise one month’s fees are charged in lieu of notice.',
            'A student may be asked to leave for persistent misconduct, for unsatisfactory progress (failing twice in the same class), or for long absence without leave.',
            [
              'How to apply for a transfer certificate is explained on the ',
              { text: 'Withdrawal', page: 'withdrawal' },
              ' page.',
            ],
          ],
        },
      ],
    },
  ],
};

export const withdrawal: ContentPage = {
  lead: 'A transfer certificate (TC) is issued when a student leaves the school. It is issued only on the written application of a parent or the legal guardian, and only after all dues have been paid.',
  blocks: [
    {
      type: 'section',
      heading: 'Applying for a transfer certificate',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'The parent or legal guardian writes an application to the Principal giving the student’s name, class, admission number and the reason for leaving. Applications from students themselves are not accepted.',
            'Clear all dues: school fees up to the end of the session, bus fees, and any fines or charges for damage.',
            'Return library books, the identity card and the bus card, and collect the no-dues slip from the accounts office.',
            'Submit the application with the no-dues slip at the school office. The TC is ready within seven working days.',
          ],
        },
        {
          type: 'notice',
          tone: 'important',
          title: 'All dues first',
          text: 'No transfer certificate, mark sheet or character certificate is issued while any amount is outstanding.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'After the TC is issued',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'A copy of an issued TC can be downloaded from the ',
              { text: 'Transfer Certificate', page: 'tc' },
              ' page with the student’s name and admission number.',
            ],
            'A duplicate TC is issued only on the parent’s written request with a copy of the police report of the loss, and is marked “Duplicate”.',
            'Students of Classes X and XII receive their TC with the board mark sheet after the results are declared.',
          ],
        },
      ],
    },
  ],
};
