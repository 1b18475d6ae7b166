// /attendance (Attendance & Leave). Absence rules from spec section 9.

import type { ContentPage } from './blocks.ts';

export const absenceRule = {
  struckOffAfterDays: 3,
  removedAfterDays: 10,
  medicalCertificateWithin: 'a week',
} as const;

export const attendance: ContentPage = {
  lead: 'Regular attendance is essential for progress. Parents are asked not to keep their children at home except for illness or a serious reason, and never for functions, outings or family trips during school days.',
  blocks: [
    {
      type: 'section',
      heading: 'Attendance',
      blocks: [
        {
          type: 'list',
          items: [
            'Students must attend on every working day, including the days before and after holidays.',
            'At least 75% attendance is required to sit for the annual examination and for promotion.',
            'Attendance is marked in the first period; a student who comes after it is marked late.',
            'Parents receive an SMS on the day their child is marked absent.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Applying for leave',
      blocks: [
        {
          type: 'list',
          items: [
            'Leave is applied for in advance by the parent, in writing, on the leave record page of the school diary.',
            'For an unplanned absence, the parent writes the reason in the diary on the day the student returns.',
            `Leave for illness must be supported by a medical certificate, which must reach the school within ${absenceRule.medicalCertificateWithin}.`,
            'A student returning after an infectious illness brings a fitness certificate from the doctor.',
            'Leave for more than three days needs the Principal’s approval.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Absence without leave',
      blocks: [
        {
          type: 'notice',
          tone: 'important',
          title: 'Struck off the rolls',
          text: 'Absence without a written leave request has these consequences:',
          items: [
            `A student absent for ${absenceRule.struckOffAfterDays} consecutive days without a written leave request is struck off the rolls.`,
            `A student absent for ${absenceRule.removedAfterDays} days without leave is removed from the school.`,
            'Re-admission, if granted by the Principal, counts as a fresh admission, with the admission fee paid again.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Medical certificate form',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Doctors may use the school’s own form. ',
            { text: 'Download the medical certificate form (PDF)', page: 'medicalCertificate' },
            ', or find it later under Download in the menu.',
          ],
        },
      ],
    },
  ],
};
