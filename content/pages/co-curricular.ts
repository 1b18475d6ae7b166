// /coCurricular: an accordion of tours, science, music and the curricula tables.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const coCurricular: ContentPage = {
  lead: `Learning at ${school.shortName} does not stop at the classroom door. Tours, clubs, music and the house system give every student a chance to explore, perform and lead. Open a topic below to read more.`,
  blocks: [
    {
      type: 'accordion',
      items: [
        {
          title: 'Tours',
          blocks: [
            {
              type: 'paragraph',
              text: 'Educational tours and excursions are organised every year for each section and linked to what students learn in class: heritage sites for history, factories and banks for commerce, nature reserves for biology and geography.',
            },
            {
              type: 'table',
              caption: 'Tours by class group',
              columns: ['Classes', 'Kind of tour', 'Duration'],
              rowHeaders: true,
              rows: [
                ['LKG to Class II', 'Picnic and visits within the city (zoo, science park, fire station)', 'One day'],
                ['Classes III to V', 'Nature walks and museum visits', 'One day'],
                ['Classes VI to VIII', 'Heritage and nature tours within the state', 'Two to three days'],
                ['Classes IX and XI', 'Educational tours to other states', 'Four to six days'],
              ],
            },
            {
              type: 'list',
              items: [
                'A student goes on a tour only with the written consent of the parent on the school’s form.',
                'Teachers accompany every group; girls’ groups are accompanied by lady teachers.',
                'School rules and uniform rules (or the dress code announced for the tour) apply throughout.',
                'Tour fees are announced in advance and are not refundable once bookings are made.',
              ],
            },
          ],
        },
        {
          title: 'Science',
          blocks: [
            {
              type: 'paragraph',
              text: 'The Science Club meets every week for experiments, model making and sky-watching evenings. Students take part in the school science exhibition, inter-school exhibitions organised by the Council and national science olympiads.',
            },
            {
              type: 'list',
              items: [
                'Annual science exhibition in November, open to parents.',
                'Olympiads in science, mathematics and computers for Classes III to XII.',
                'Eco Club: tree planting, a plastic-free campus drive and water conservation projects.',
                'Coding and robotics club for Classes VI to IX in the computer laboratory.',
              ],
            },
          ],
        },
        {
          title: 'Music',
          blocks: [
            {
              type: 'paragraph',
              text: 'Music is taught to every class from LKG to Class VIII, and the school choir leads the morning assembly and the prayer services. Students may also learn an instrument after school.',
            },
            {
              type: 'list',
              items: [
                'Western and Indian vocal music, with a junior and a senior choir.',
                'Instruments: keyboard, guitar, violin, tabla and drums.',
                'The school band plays at the Independence Day and Republic Day celebrations and the annual sports meet.',
                'The Annual Day, the Christmas carol service and inter-house music competitions give every student a stage.',
              ],
            },
          ],
        },
        {
          title: 'Curricula',
          blocks: [
            {
              type: 'paragraph',
              text: `The school follows the syllabus of the ${school.board}. The tables below show the subjects taught in each class group.`,
            },
            {
              type: 'table',
              caption: 'Subjects from LKG to Class VIII',
              columns: ['Classes', 'Languages', 'Main subjects', 'Other subjects'],
              rowHeaders: true,
              rows: [
                ['LKG and UKG', 'English, Hindi', 'Number work, Environmental awareness', 'Rhymes and music, Art and craft, Games'],
                ['Classes I and II', 'English, Hindi', 'Mathematics, Environmental studies', 'Computer, Moral science, General knowledge, Art, Music, Physical education'],
                ['Classes III to V', 'English language, English literature, Hindi', 'Mathematics, Science, Social studies', 'Computer, Moral science, General knowledge, Art, Music, Physical education'],
                ['Classes VI to VIII', 'English language, English literature, Hindi, Sanskrit', 'Mathematics, Physics, Chemistry, Biology, History and civics, Geography', 'Computer studies, Moral science, Art, Music, Physical education'],
              ],
            },
            {
              type: 'table',
              caption: 'ICSE subjects, Classes IX and X',
              columns: ['Group', 'Subjects', 'Rule'],
              rowHeaders: true,
              rows: [
                ['Group I', 'English, Hindi, History civics and geography', 'All compulsory'],
                ['Group II', 'Mathematics, Science (physics, chemistry, biology), Economics, Commercial studies', 'Any three'],
                ['Group III', 'Computer applications, Physical education, Art', 'Any one'],
                ['Internal', 'Socially useful productive work, Moral science', 'Compulsory'],
              ],
            },
            {
              type: 'table',
              caption: 'ISC streams, Classes XI and XII',
              columns: ['Stream', 'Compulsory', 'Electives (choose four)'],
              rowHeaders: true,
              rows: [
                ['Science', 'English', 'Physics, Chemistry, Mathematics, Biology, Computer science, Physical education'],
                ['Commerce', 'English', 'Accounts, Commerce, Economics, Mathematics, Business studies, Computer science'],
                ['Humanities', 'English', 'History, Political science, Geography, Economics, Psychology, Hindi'],
              ],
            },
          ],
        },
      ],
    },
  ],
};
