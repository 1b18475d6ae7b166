// The news a school office posts through a year, in the words of the school given. Kept apart
// from seed.ts so the generator stays readable; every function here is pure given its inputs.
import type { Rng } from './prng.ts';
import type { DemoSchool } from './school-profile.ts';
import { housesPhrase, ordinal } from './seed-names.ts';

export type AttachmentKind = 'pdf' | 'image' | 'none' | 'maybe-image';

export interface NewsTemplate {
  month: number;
  day: number;
  titles: ReadonlyArray<(y: number) => string>;
  description: (y: number, rng: Rng, studentName: string) => string;
  attachment: AttachmentKind;
  /** A fixed PDF of the site instead of a per-item circular. */
  fixedPdf?: string;
  /** National days happen on their date; other news drifts by a day or two year to year. */
  fixedDay?: boolean;
}

const ANNUAL_DAY_THEMES = [
  'Unity in Diversity',
  'Light and Service',
  'Rhythms of India',
  'The Green Tomorrow',
] as const;

export function newsTemplates(school: DemoSchool): readonly NewsTemplate[] {
  const { junior, senior } = school.exams;
  const [firstHours] = school.hours;
  return [
    {
      month: 1,
      day: 26,
      fixedDay: true,
      titles: [
        (y) => `Republic Day ${y} Celebrated with Patriotic Fervour`,
        (y) => `${ordinal(y - 1949)} Republic Day Celebrations`,
      ],
      description: (y) =>
        `The school celebrated the ${ordinal(y - 1949)} Republic Day with flag hoisting by the Principal and a march past by ${housesPhrase(school.houses)}. ` +
        'Students of the middle school presented patriotic songs and a short play on the making of the Constitution.',
      attachment: 'image',
    },
    {
      month: 2,
      day: 8,
      titles: [
        (y) => `Farewell to the ${senior} Batch of ${y}`,
        () => 'Class XI Bids Farewell to the Outgoing Class XII',
      ],
      description: () =>
        `Class XI hosted a warm farewell for the outgoing ${senior} batch in the school hall. ` +
        'The Principal wished the students success in the board examinations and in life ahead.',
      attachment: 'maybe-image',
    },
    {
      month: 2,
      day: 21,
      titles: [
        (y) => `Annual Science Exhibition ${y}`,
        () => 'Young Scientists Shine at the Annual Science Exhibition',
      ],
      description: (_y, rng) =>
        `More than ${rng.int(90, 160)} working models on renewable energy, water conservation and robotics were displayed by students of classes VI to XI. ` +
        'Judges from the district science club praised the solar-powered irrigation model built by class IX.',
      attachment: 'image',
    },
    {
      month: 2,
      day: 26,
      titles: [(y) => `${junior} and ${senior} Examinations ${y} Begin`],
      description: () =>
        `The ${junior} and ${senior} examinations begin this week. Students must reach the examination centre by 8:30 AM with their admit cards. ` +
        'The detailed time table is attached.',
      attachment: 'pdf',
      fixedPdf: school.pdfs.timetable,
    },
    {
      month: 3,
      day: 28,
      titles: [() => 'Annual Examination Results Declared', (y) => `Results of the Annual Examination ${y - 1}-${y}`],
      description: () =>
        'Results for classes I to IX and XI are now available on the parent portal. ' +
        'Report cards will be handed over to parents at the school on the last working day of March.',
      attachment: 'pdf',
    },
    {
      month: 4,
      day: 2,
      titles: [(y) => `New Academic Session ${y}-${y + 1} Begins`],
      description: (y) =>
        `The new session began with a special assembly and a prayer service in the school ${school.chapel ? 'chapel' : 'hall'}. ` +
        `Classes for the session ${y}-${y + 1} follow the ` +
        (firstHours ? `${firstHours.label.toLowerCase()} time table, ${firstHours.hours}.` : 'regular time table.'),
      attachment: 'none',
    },
    {
      month: 4,
      day: 19,
      titles: [
        (y) => `Investiture Ceremony of the Students' Council ${y}-${y + 1}`,
        () => "New Students' Council Takes Oath",
      ],
      description: () =>
        'The newly elected Head Boy, Head Girl, house captains and prefects took their oath of office in the presence of the Manager and the Principal. ' +
        'Badges and sashes were conferred on the council members.',
      attachment: 'image',
    },
    {
      month: 5,
      day: 6,
      titles: [(y) => `${junior} and ${senior} ${y} Results: 100% Pass`, (y) => `Outstanding Board Results ${y}`],
      description: (y, rng) =>
        `All our candidates passed the ${junior} and ${senior} examinations ${y}. ${rng.int(22, 46)} students scored above 90 per cent; ` +
        'the school toppers are listed on the Toppers page.',
      attachment: 'pdf',
    },
    {
      month: 5,
      day: 18,
      titles: [(y) => `Summer Vacation Notice ${y}`],
      description: (y) =>
        `The school will remain closed for summer vacation from 20 May to 30 June ${y}. Holiday homework has been uploaded to the parent portal.`,
      attachment: 'pdf',
    },
    {
      month: 6,
      day: 21,
      fixedDay: true,
      titles: [() => 'International Day of Yoga Observed', (y) => `Yoga Day ${y} at School`],
      description: () =>
        'Students and staff joined a common yoga protocol session on the school ground at 7 AM. ' +
        'The physical education department explained the benefits of regular practice.',
      attachment: 'maybe-image',
    },
    {
      month: 7,
      day: 12,
      titles: [
        () => 'Parent-Teacher Meeting for Classes I to XII',
        (y) => `First Parent-Teacher Meeting of Session ${y}-${y + 1}`,
      ],
      description: () =>
        'Parents are requested to attend the parent-teacher meeting on Saturday between 9:00 AM and 12:30 PM to discuss the progress of their wards. ' +
        'The circular with the class-wise schedule is attached.',
      attachment: 'pdf',
    },
    {
      month: 7,
      day: 27,
      titles: [(_y) => 'Van Mahotsav: Saplings Planted on Campus', () => 'Tree Plantation Drive by the Eco Club'],
      description: (_y, rng) =>
        `The Eco Club marked Van Mahotsav by planting ${rng.int(120, 260)} neem, peepal and ashoka saplings along the school boundary. ` +
        'Each class has adopted a sapling to water through the monsoon.',
      attachment: 'maybe-image',
    },
    {
      month: 8,
      day: 15,
      fixedDay: true,
      titles: [(y) => `${ordinal(y - 1947)} Independence Day Celebrated`, (y) => `Independence Day ${y}`],
      description: () =>
        'The Manager hoisted the national flag and the school band played the national anthem. ' +
        'Students performed a patriotic dance and a skit on the freedom struggle, and sweets were distributed to all.',
      attachment: 'image',
    },
    {
      month: 8,
      day: 24,
      titles: [
        () => 'Our Team Wins the Inter-School Debate Competition',
        () => `Inter-School Debate: First Prize for ${school.shortName}`,
      ],
      description: (_y, _rng, student) =>
        'Our debaters won the rolling trophy at the inter-school debate on the motion "Social media does more harm than good". ' +
        `${student} of class XI was adjudged the best speaker.`,
      attachment: 'image',
    },
    {
      month: 9,
      day: 5,
      fixedDay: true,
      titles: [(y) => `Teachers' Day ${y}`, () => "Students Honour Their Teachers on Teachers' Day"],
      description: () =>
        'Class XII students conducted the classes for a day and presented a cultural programme to thank their teachers. ' +
        'The Principal thanked the staff for their dedication.',
      attachment: 'maybe-image',
    },
    {
      month: 9,
      day: 22,
      titles: [(y) => `Half-Yearly Examination Schedule ${y}`],
      description: () =>
        'The half-yearly examinations for classes III to XII begin next week. The date sheet is attached; students must carry their identity cards.',
      attachment: 'pdf',
    },
    {
      month: 10,
      day: 14,
      titles: [(y) => `Annual Sports Day ${y}`, () => 'House Championship Decided at the Annual Sports Day'],
      description: (_y, rng) =>
        'The annual sports day opened with the march past and the lighting of the torch. ' +
        `${rng.pick(school.houses)} House won the overall championship, and the 4x100 m relay was the highlight of the day.`,
      attachment: 'image',
    },
    {
      month: 11,
      day: 14,
      fixedDay: true,
      titles: [() => "Children's Day Celebrations", (y) => `Children's Day ${y}`],
      description: () =>
        'Teachers staged a play and a musical performance for the students. The day ended with games and a special lunch for the primary section.',
      attachment: 'maybe-image',
    },
    {
      month: 11,
      day: 28,
      titles: [(y) => `${ordinal(y - school.founded)} Annual Day Celebrated`, (y) => `Annual Day ${y}`],
      description: (y, rng) =>
        `The school celebrated its ${ordinal(y - school.founded)} Annual Day ` +
        (school.chiefGuest ? `with ${school.chiefGuest} as chief guest. ` : 'before the parents and guests. ') +
        `Prizes were given for academic excellence and the students staged a musical on the theme "${rng.pick(ANNUAL_DAY_THEMES)}".`,
      attachment: 'image',
    },
    {
      month: 12,
      day: 19,
      titles: [
        () => 'Christmas Celebration and Winter Vacation Notice',
        (y) => `Winter Break ${y}: School Closed from 24 December`,
      ],
      description: () =>
        'The school celebrated Christmas with a nativity play and carol singing. ' +
        'The school remains closed for winter vacation from 24 December to 1 January; classes resume on 2 January.',
      attachment: 'pdf',
    },
  ];
}
