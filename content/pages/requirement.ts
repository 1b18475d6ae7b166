// /requirement: the documents needed for registration and admission.

import type { ContentPage } from './blocks.ts';

export const requirement: ContentPage = {
  lead: 'Please keep the following documents ready. Originals are shown for verification and returned; self-attested photocopies are kept by the school.',
  blocks: [
    {
      type: 'section',
      heading: 'For every applicant',
      blocks: [
        {
          type: 'list',
          items: [
            'Birth certificate issued by the municipal corporation or the registrar of births (original and a photocopy).',
            'Four recent passport-size colour photographs of the child and one of each parent.',
            'Aadhaar card of the child and of both parents.',
            'Proof of residence (electricity bill, rent agreement or passport).',
            'A medical fitness certificate with the child’s blood group and immunisation record.',
            'Caste certificate, where applicable.',
            'Baptism certificate, for Catholic and other Christian applicants.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'For Class I and above',
      blocks: [
        {
          type: 'list',
          items: [
            'The original transfer certificate from the school last attended. A transfer certificate from another state must be countersigned by the education officer of that district.',
            'The mark list or report card of the last examination passed.',
            'A character certificate from the head of the previous school, for Class VI and above.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'For Class XI',
      blocks: [
        {
          type: 'list',
          items: [
            'The Class X mark sheet and pass certificate (a provisional copy of the online result is accepted until the original arrives).',
            'The migration certificate, for students who passed Class X from a board other than the CISCE.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'At the time of admission',
      blocks: [
        {
          type: 'list',
          items: [
            'Both parents, or the legal guardian, must be present to sign the admission register.',
            'The admission fee and the first installment of fees are paid at admission.',
            'Books, stationery and uniform are bought from the school book shop and the authorised outfitter; a list is given with the admission slip.',
          ],
        },
      ],
    },
  ],
};
