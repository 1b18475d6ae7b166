// About group: Introduction (/about), Aims & Objectives (/aims), Our Motto (/motto).

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const introduction: ContentPage = {
  lead: `${school.name} was founded in ${school.founded} by the ${school.diocese} to give the children of ${school.city} a sound ${school.medium}-medium education rooted in faith, discipline and care for others. Since then it has grown with the city, and it remains a place where every child is known by name.`,
  blocks: [
    {
      type: 'section',
      heading: 'Our history',
      blocks: [
        {
          type: 'paragraph',
          text: `The school opened its doors in July ${school.founded} with three classrooms, a small staff and just over a hundred pupils in the kindergarten and primary classes. It was the diocese's answer to a simple request from the families of ${school.city}: a school close to home that would teach in ${school.medium}, prepare children for the public examinations and form them as good citizens.`,
        },
        {
          type: 'paragraph',
          text: 'Class by class the school grew with its first pupils. The senior wing was added in the 1990s, the first batch appeared for the ICSE (Class X) examination in 1995, and the ISC (Class XII) classes with science, commerce and humanities streams followed in 2002. Today the campus has well-equipped laboratories, smart classrooms, a library, an audio-visual room, playing fields and a bus service that covers most of the city.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Management and affiliation',
      blocks: [
        {
          type: 'paragraph',
          text: `The school is owned and managed by the ${school.diocese}, a Christian minority institution, through a Manager appointed by the Bishop, who is the school's Patron. It is affiliated to the ${school.board}, New Delhi, and prepares students for the ICSE examination at the end of Class X and the ISC examination at the end of Class XII.`,
        },
        {
          type: 'facts',
          items: [
            { term: 'Founded', lines: [String(school.founded)] },
            { term: 'Managed by', lines: [school.diocese] },
            { term: 'Affiliated to', lines: [school.board] },
            { term: 'Medium of instruction', lines: [school.medium] },
            { term: 'Classes', lines: ['LKG to Class XII (ISC: science, commerce and humanities)'] },
            { term: 'Address', lines: [school.address.oneLine] },
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'What we value',
      blocks: [
        {
          type: 'paragraph',
          text: `Although the school is run by the Church, it is open to children of every faith and background. What unites the school community is a shared set of values, summed up in our motto, “${school.tagline}”.`,
        },
        {
          type: 'list',
          items: [
            [{ strong: 'Faith and conscience:' }, ' daily prayer and moral science lessons that help children tell right from wrong and act on it.'],
            [{ strong: 'Excellence with honesty:' }, ' high academic standards, pursued without shortcuts.'],
            [{ strong: 'Respect:' }, ' for every person, every faith and every language, and for the school’s property and environment.'],
            [{ strong: 'Service:' }, ' learning to use one’s gifts for others, in school and in the city around it.'],
            [{ strong: 'Discipline:' }, ' punctuality, neatness and self-control as habits for life.'],
          ],
        },
        {
          type: 'paragraph',
          text: [
            'Read more about ',
            { text: 'our aims and objectives', page: 'aims' },
            ' and ',
            { text: 'the meaning of our motto', page: 'motto' },
            '.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'School management',
      blocks: [{ type: 'people', people: school.management }],
    },
  ],
};

export const aims: ContentPage = {
  lead: `${school.name} aims at the all-round formation of each student: intellectual, moral, spiritual, physical and social, so that they grow into responsible, caring and capable adults who serve their families, their country and the world.`,
  blocks: [
    {
      type: 'section',
      heading: 'Our aims',
      blocks: [
        {
          type: 'list',
          items: [
            'To help every child discover and develop the gifts God has given them, at their own pace and to the fullest.',
            'To offer a sound education that prepares students for the ICSE and ISC examinations and for higher studies in India and abroad.',
            'To build character: honesty, courage, self-discipline and a sense of duty.',
            'To form students in spiritual and moral values, with respect for every religion and culture.',
            'To foster love for our country, its languages and its heritage, together with an outlook open to the world.',
            'To create a safe and happy school where children feel valued and are not afraid to ask questions.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Our objectives',
      blocks: [
        {
          type: 'list',
          items: [
            `Fluency in ${school.medium}, spoken and written, alongside good command of Hindi.`,
            'Clear thinking in mathematics and science, learnt through practical work in the laboratories.',
            'Confidence in using computers and digital tools responsibly.',
            'Healthy bodies through games, athletics, yoga and the annual sports meet.',
            'Creative expression through music, art, drama, debate and the co-curricular clubs.',
            'Leadership and teamwork through the house system, the student council and school programmes.',
            'Concern for the poor and for the environment through social outreach, clean-up drives and tree planting.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Partners in education',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'These aims can be reached only when school and home work together. Parents are asked to read the ',
            { text: 'recommendations to parents', page: 'recommendation' },
            ' and to go through the ',
            { text: 'instructions to students', page: 'instruction' },
            ' with their children.',
          ],
        },
      ],
    },
  ],
};

export const motto: ContentPage = {
  lead: `Our motto, “${school.tagline}”, is printed on the school crest and on every student’s badge. It sums up what the school hopes each of its students will become.`,
  blocks: [
    {
      type: 'section',
      heading: 'Light',
      blocks: [
        {
          type: 'paragraph',
          text: 'Light stands for knowledge and for truth. A student of this school is asked to let the light of learning drive out ignorance and prejudice, and to let the light of faith and conscience guide every choice. Light is also meant to be shared: a lamp is lit so that others can see.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Service',
      blocks: [
        {
          type: 'paragraph',
          text: 'Service is the purpose of that light. Education is not only for one’s own success but for the good of others: the family, the neighbourhood, the poor and the country. Our students learn service in small ways every day, helping a classmate, caring for the campus, and in larger ways through outreach programmes and relief drives.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'The school crest',
      blocks: [
        {
          type: 'list',
          items: [
            [{ strong: 'The lamp' }, ' is the light of knowledge and faith.'],
            [{ strong: 'The open book' }, ' is learning that never ends.'],
            [{ strong: 'The cross' }, ` recalls the Christian foundation of the school and the ${school.diocese}, which founded it in ${school.founded}.`],
            [{ strong: 'The scroll' }, ` carries the motto, “${school.tagline}”.`],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Living the motto',
      blocks: [
        {
          type: 'paragraph',
          text: 'We hope that our students carry the motto beyond the school gate: honest in their work, generous with their time, and ready to stand up for what is right.',
        },
      ],
    },
  ],
};
