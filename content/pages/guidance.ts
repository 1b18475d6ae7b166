// /recommendation (Recommendation to Parents) and /instruction (Instruction to Students).

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const recommendation: ContentPage = {
  lead: 'A child’s education is a partnership between home and school. Parents are requested to read these recommendations carefully and to help their children follow the school’s rules.',
  blocks: [
    {
      type: 'section',
      heading: 'Conduct',
      blocks: [
        {
          type: 'list',
          items: [
            'Parents are requested to be courteous to the staff and to other parents, and to raise concerns with the class teacher first, then with the section in-charge or the Principal.',
            'Parents may not enter classrooms or meet teachers during class hours without permission from the office.',
            'Criticising a teacher in front of the child undermines the child’s respect for the school; please bring any complaint to the school directly.',
            'Parents are requested not to give gifts to staff members.',
            'The school expects parents to dress modestly and to refrain from smoking and chewing tobacco on the campus.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Meetings',
      blocks: [
        {
          type: 'list',
          items: [
            'Attendance at parent-teacher meetings after each term is expected; the report card is handed over there.',
            `The Principal meets parents by appointment, which can be taken from the school office (${school.officeHours}).`,
            'Please check and sign the school diary every day, and read the circulars sent home and on the Parent Portal.',
            'Inform the office in writing of any change of address or telephone number.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Leave and health',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Leave is requested in writing in the school diary. For sick leave, a medical certificate must reach the school within a week. See ',
              { text: 'Attendance & Leave', page: 'attendance' },
              '.',
            ],
            'Please do not send a child with fever or an infectious illness to school.',
            'Private tuition is discouraged; if a child needs help, please speak to the class teacher.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Coming to school on two-wheelers',
      blocks: [
        {
          type: 'notice',
          tone: 'important',
          title: 'No motorbikes',
          text: 'Students are not allowed to ride motorbikes to school.',
        },
        {
          type: 'list',
          items: [
            'Senior students who come on a gearless two-wheeler must hold a valid learner’s licence or driving licence and always wear a helmet.',
            'Parents who allow this take full responsibility for their child’s safety on the road; the school is not responsible for accidents outside the campus.',
            'Two-wheelers are parked only in the space assigned for them and at the owner’s risk.',
          ],
        },
      ],
    },
  ],
};

export const instruction: ContentPage = {
  lead: `Every student of ${school.shortName} is expected to follow these instructions inside the campus and outside it, wherever the school’s name is carried.`,
  blocks: [
    {
      type: 'section',
      heading: 'Behaviour',
      blocks: [
        {
          type: 'list',
          items: [
            'Be respectful, honest and kind to everyone: teachers, staff, visitors and fellow students.',
            'Stand up when a teacher or visitor enters the classroom, and wish them.',
            'Keep your classroom, the corridors and the campus clean; use the dustbins.',
            'Do not leave the classroom between periods without the teacher’s permission.',
            'Take care of school property and of your own books and belongings.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Language',
      blocks: [
        {
          type: 'paragraph',
          text: `${school.medium} is the only language to be spoken during school hours, in the classroom, in the corridors and on the playground, except during language lessons. This helps every student become a confident speaker.`,
        },
      ],
    },
    {
      type: 'section',
      heading: 'Prayer',
      blocks: [
        {
          type: 'paragraph',
          text: 'Each day begins with the morning assembly. A short prayer is said before and after each class. Students of every faith stand in silence and respect during prayer.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Programmes and activities',
      blocks: [
        {
          type: 'list',
          items: [
            'Participation in school programmes is compulsory: the assembly, house activities, the sports meet, the Annual Day, and national and school celebrations.',
            'Practice for a programme is part of the school day; students take part in the activity assigned to them.',
            [
              'Details of clubs, tours and music are on the ',
              { text: 'Co-Curricular', page: 'coCurricular' },
              ' page.',
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Uniform and belongings',
      blocks: [
        {
          type: 'list',
          items: [
            [
              'Come to school in the complete, clean uniform described on the ',
              { text: 'Outfit', page: 'outFit' },
              ' page.',
            ],
            'Bring the school diary, your identity card and the books for the day’s timetable.',
            'Mobile phones and other electronic devices are not allowed.',
          ],
        },
      ],
    },
  ],
};
