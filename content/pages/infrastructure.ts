// /infrastructure: facilities, bus rules (spec section 9: bus fee for 12 months in one installment,
// non-refundable) and the gold medals list.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const infrastructure: ContentPage = {
  lead: `The ${school.shortName} campus in ${school.city} has grown since ${school.founded} into a spacious, well-kept place of learning, with facilities that let students learn by seeing, doing and exploring.`,
  blocks: [
    {
      type: 'section',
      heading: 'Audio-visual room',
      blocks: [
        {
          type: 'paragraph',
          text: 'The air-conditioned audio-visual room seats 120 students and has a large projection screen, a sound system and recording equipment. It is used for documentary screenings, guest talks, inter-house quizzes, elocution rounds and parent orientation sessions.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Laboratories',
      blocks: [
        {
          type: 'paragraph',
          text: 'Practical work is part of every science and computer course from Class VI onwards, and it counts towards the ICSE and ISC internal assessment. Each laboratory is supervised by a teacher and a laboratory assistant, and safety rules are displayed and explained at the start of the year.',
        },
        {
          type: 'list',
          items: [
            [{ strong: 'Physics laboratory:' }, ' optics benches, electricity and magnetism kits and measuring instruments for ICSE and ISC practicals.'],
            [{ strong: 'Chemistry laboratory:' }, ' individual work stations with water and gas points, fume cupboard, and a separately locked store for chemicals.'],
            [{ strong: 'Biology laboratory:' }, ' microscopes for every pair of students, permanent slides, specimens and models.'],
            [{ strong: 'Computer laboratories:' }, ' two laboratories with one computer per student, a broadband connection and licensed software for programming in Java and Python.'],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Smart classes',
      blocks: [
        {
          type: 'paragraph',
          text: 'Every classroom from Class I to Class XII has an interactive smart board with curriculum-linked lessons, animations and practice exercises. Teachers use them to explain difficult ideas visually, while books, notebooks and discussion remain at the heart of each lesson.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Library',
      blocks: [
        {
          type: 'paragraph',
          text: 'The library holds more than 15,000 books, reference works, magazines and newspapers in English and Hindi, with a separate junior section for the primary classes. Every class has a library period each week.',
        },
        {
          type: 'list',
          items: [
            'Books are issued for two weeks on the student’s library card and may be renewed once.',
            'Silence is kept in the library; bags are left at the counter.',
            'A lost or damaged book must be replaced or paid for.',
            'All library books must be returned before the annual examination and before a transfer certificate is issued.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Bus facility',
      blocks: [
        {
          type: 'paragraph',
          text: 'School buses run on fixed routes across the city, each with a trained driver, a conductor and a lady attendant. Seats are allotted at the start of the session as long as places are available on a route.',
        },
        {
          type: 'notice',
          tone: 'important',
          title: 'Bus fee',
          text: 'The bus fee is charged for all 12 months of the session and is paid in one installment at the start of the year. It is not refundable, including when a student stops using the bus during the year.',
        },
        {
          type: 'list',
          items: [
            'Students must be at their stop five minutes before the bus arrives; the bus will not wait.',
            'Students may board and leave the bus only at the stop allotted to them. A change of stop needs a written request from the parent and the approval of the transport in-charge.',
            'Parents or authorised persons must collect children of the primary classes at the stop and show the bus card if asked.',
            'Students must stay seated, keep their hands and heads inside the bus and obey the conductor and attendant.',
            'Damage to the bus is charged to the parents. Repeated misconduct leads to the withdrawal of the bus facility without refund.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Infirmary',
      blocks: [
        {
          type: 'paragraph',
          text: 'A qualified nurse staffs the school infirmary throughout school hours. It has beds for students who feel unwell, a first-aid station and basic medicines. Parents are called at once if a child needs to go home or see a doctor, and a doctor visits the school for the annual medical check-up.',
        },
        {
          type: 'paragraph',
          text: 'Please keep your telephone numbers up to date with the school office and inform the class teacher in writing about allergies or long-term conditions.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Gold medals',
      blocks: [
        {
          type: 'paragraph',
          text: 'The playing fields, the basketball and badminton courts and the indoor games room have helped our students win at district, state and national level. Recent gold medal winners:',
        },
        {
          type: 'table',
          caption: 'Gold medals won by our students',
          columns: ['Year', 'Student', 'Class', 'Event'],
          rows: [
            ['2024', 'Aarav Srivastava', 'XI', 'CISCE National Games, Athletics: 400 m'],
            ['2024', 'Sara Khan', 'IX', 'State Table Tennis Championship, Girls under 17'],
            ['2023', 'Kavya Mishra', 'X', 'CISCE Regional Games, Badminton Singles, Girls under 17'],
            ['2023', 'Daniel Masih', 'XII', 'District Athletics Meet, 100 m'],
            ['2022', 'Ishita Verma', 'VIII', 'State Yoga Championship, Sub-junior'],
            ['2022', 'Rohit Yadav', 'XII', 'CISCE Zonal Chess Championship, Boys under 19'],
            ['2019', 'Ananya Tripathi', 'XI', 'CISCE National Games, Athletics: Long Jump'],
            ['2018', 'Mohammed Faiz', 'X', 'District Swimming Championship, 50 m Freestyle'],
          ],
        },
      ],
    },
  ],
};
