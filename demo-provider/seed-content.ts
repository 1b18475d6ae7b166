// The words of the seeded content: what a school office really posts through a year. Kept apart
// from seed.ts so the generator stays readable; every function here is pure given its inputs.
import type { Rng } from './prng.ts';

export const SCHOOL_NAME = "St. Columba's Diocesan School";
export const SCHOOL_PLACE = 'Civil Lines, Amritpur';
export const FOUNDED = 1984;
export const HOUSES = ['Columba', 'Patrick', 'Brigid', 'Aidan'] as const;

export const BOY_NAMES = [
  'Aarav',
  'Vihaan',
  'Arjun',
  'Reyansh',
  'Aditya',
  'Ishaan',
  'Kabir',
  'Rohan',
  'Siddharth',
  'Aryan',
  'Dev',
  'Harsh',
  'Ayaan',
  'Yash',
  'Pranav',
  'Samuel',
  'Daniel',
  'Joel',
  'Faiz',
  'Ritesh',
  'Utkarsh',
  'Shaurya',
  'Anmol',
  'Kartik',
  'Nikhil',
  'Abhinav',
  'Tanmay',
  'Aman',
] as const;
export const GIRL_NAMES = [
  'Ananya',
  'Aadhya',
  'Diya',
  'Saanvi',
  'Ishita',
  'Kavya',
  'Priya',
  'Riya',
  'Sneha',
  'Tanvi',
  'Shreya',
  'Navya',
  'Anushka',
  'Khushi',
  'Sara',
  'Mariam',
  'Grace',
  'Ruth',
  'Zoya',
  'Vaishnavi',
  'Pooja',
  'Aditi',
  'Nandini',
  'Muskan',
  'Simran',
  'Aastha',
  'Mahima',
  'Sakshi',
] as const;
export const SURNAMES = [
  'Sharma',
  'Verma',
  'Srivastava',
  'Mishra',
  'Tripathi',
  'Pandey',
  'Shukla',
  'Dubey',
  'Tiwari',
  'Yadav',
  'Singh',
  'Gupta',
  'Agarwal',
  'Kesarwani',
  'Maurya',
  'Khan',
  'Ansari',
  'Siddiqui',
  'Masih',
  'Thomas',
  'Joseph',
  "D'Souza",
  'Fernandes',
  'Lal',
  'David',
  'Chaurasia',
  'Kushwaha',
  'Jaiswal',
  'Rizvi',
  'Kapoor',
] as const;

export function ordinal(n: number): string {
  const rem100 = n % 100;
  if (rem100 >= 11 && rem100 <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

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

export const NEWS_TEMPLATES: readonly NewsTemplate[] = [
  {
    month: 1,
    day: 26,
    fixedDay: true,
    titles: [
      (y) => `Republic Day ${y} Celebrated with Patriotic Fervour`,
      (y) => `${ordinal(y - 1949)} Republic Day Celebrations`,
    ],
    description: (y) =>
      `The school celebrated the ${ordinal(y - 1949)} Republic Day with flag hoisting by the Principal and a march past by the four houses. ` +
      'Students of the middle school presented patriotic songs and a short play on the making of the Constitution.',
    attachment: 'image',
  },
  {
    month: 2,
    day: 8,
    titles: [(y) => `Farewell to the ISC Batch of ${y}`, () => 'Class XI Bids Farewell to the Outgoing Class XII'],
    description: () =>
      'Class XI hosted a warm farewell for the outgoing ISC batch in the school hall. ' +
      'The Principal wished the students success in the board examinations and in life ahead.',
    attachment: 'maybe-image',
  },
  {
    month: 2,
    day: 21,
    titles: [(y) => `Annual Science Exhibition ${y}`, () => 'Young Scientists Shine at the Annual Science Exhibition'],
    description: (_y, rng) =>
      `More than ${rng.int(90, 160)} working models on renewable energy, water conservation and robotics were displayed by students of classes VI to XI. ` +
      'Judges from the district science club praised the solar-powered irrigation model built by class IX.',
    attachment: 'image',
  },
  {
    month: 2,
    day: 26,
    titles: [(y) => `ICSE and ISC Examinations ${y} Begin`],
    description: () =>
      'The ICSE and ISC examinations begin this week. Students must reach the examination centre by 8:30 AM with their admit cards. ' +
      'The detailed time table is attached.',
    attachment: 'pdf',
    fixedPdf: 'public/pdf/Time-Table-ICSE-ISC.pdf',
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
      `The new session began with a special assembly and a prayer service in the school chapel. ` +
      `Classes for the session ${y}-${y + 1} follow the summer time table, 8:00 AM to 1:30 PM.`,
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
    titles: [(y) => `ICSE and ISC ${y} Results: 100% Pass`, (y) => `Outstanding Board Results ${y}`],
    description: (y, rng) =>
      `All our candidates passed the ICSE and ISC examinations ${y}. ${rng.int(22, 46)} students scored above 90 per cent; ` +
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
      () => "Inter-School Debate: First Prize for St. Columba's",
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
      `${rng.pick(HOUSES)} House won the overall championship, and the 4x100 m relay was the highlight of the day.`,
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
    titles: [(y) => `${ordinal(y - FOUNDED)} Annual Day Celebrated`, (y) => `Annual Day ${y}`],
    description: (y, rng) =>
      `The school celebrated its ${ordinal(y - FOUNDED)} Annual Day with the Bishop of Amritpur as chief guest. ` +
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

export interface EventTemplate {
  month: number;
  day: number;
  title: (y: number) => string;
  description: string;
  venue: string;
  time: string;
  /** Events that publish a circular or programme sheet. */
  pdf: boolean;
}

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    month: 1,
    day: 18,
    title: () => 'Career Counselling Seminar for Classes X to XII',
    venue: 'Main Auditorium',
    time: '10:30 AM',
    pdf: false,
    description:
      'Counsellors from leading universities will guide students on streams, entrance examinations and scholarships. Parents are welcome.',
  },
  {
    month: 1,
    day: 26,
    title: (y) => `Republic Day ${y} Flag Hoisting`,
    venue: 'School Quadrangle',
    time: '8:00 AM',
    pdf: false,
    description:
      'Flag hoisting by the Principal followed by the march past of the four houses and a cultural programme.',
  },
  {
    month: 2,
    day: 21,
    title: (y) => `Annual Science Exhibition ${y}`,
    venue: 'Science Block',
    time: '10:00 AM',
    pdf: true,
    description:
      'Working models and experiments by students of classes VI to XI. Parents may visit between 10 AM and 1 PM.',
  },
  {
    month: 4,
    day: 19,
    title: () => 'Investiture Ceremony',
    venue: 'Bishop Masih Hall',
    time: '9:30 AM',
    pdf: false,
    description: "The new Students' Council takes its oath of office. Parents of council members are invited.",
  },
  {
    month: 6,
    day: 21,
    title: () => 'International Day of Yoga',
    venue: 'School Playground',
    time: '7:00 AM',
    pdf: false,
    description: 'A common yoga protocol session for students and staff. Students should come in their sports uniform.',
  },
  {
    month: 7,
    day: 12,
    title: () => 'Parent-Teacher Meeting',
    venue: 'Respective Classrooms',
    time: '9:00 AM',
    pdf: true,
    description:
      'Class teachers will meet parents to discuss the first unit test and attendance. The schedule by class is attached.',
  },
  {
    month: 8,
    day: 15,
    title: (y) => `Independence Day ${y}`,
    venue: 'School Quadrangle',
    time: '7:30 AM',
    pdf: false,
    description:
      'Flag hoisting, the national anthem by the school band and a patriotic programme by the senior section.',
  },
  {
    month: 8,
    day: 24,
    title: () => 'Inter-School Debate Competition',
    venue: 'Main Auditorium',
    time: '11:00 AM',
    pdf: true,
    description:
      'Twelve schools of the city compete for the rolling trophy. Rules and the motion are in the attached circular.',
  },
  {
    month: 9,
    day: 27,
    title: () => 'Educational Excursion to Sarnath (Classes VI to VIII)',
    venue: 'Sarnath, Varanasi',
    time: '6:30 AM',
    pdf: true,
    description:
      'A day trip to the archaeological museum and the Dhamek Stupa. Consent forms must reach the class teacher by Monday.',
  },
  {
    month: 10,
    day: 14,
    title: (y) => `Annual Sports Day ${y}`,
    venue: 'School Playground',
    time: '8:30 AM',
    pdf: false,
    description: 'Track and field events, the house march past and the 4x100 m relay. Parents are cordially invited.',
  },
  {
    month: 11,
    day: 28,
    title: (y) => `${ordinal(y - FOUNDED)} Annual Day`,
    venue: 'Bishop Masih Hall',
    time: '5:00 PM',
    pdf: true,
    description: 'Prize distribution and a musical by the students. Entry for parents by invitation card only.',
  },
  {
    month: 12,
    day: 19,
    title: () => 'Christmas Carol Service',
    venue: "St. Columba's Chapel",
    time: '6:00 PM',
    pdf: false,
    description:
      'Carols by the school choir and a nativity play by the primary section, followed by Christmas cake for all.',
  },
];

/** Neutral events that can fall in any season: the ones seeded as upcoming. */
export const UPCOMING_EVENTS: readonly Omit<EventTemplate, 'month' | 'day'>[] = [
  {
    title: () => 'Inter-House Quiz Competition',
    venue: 'Library Hall',
    time: '10:00 AM',
    pdf: false,
    description: 'Teams of four from each house compete in general knowledge, science and current affairs rounds.',
  },
  {
    title: () => 'Parent-Teacher Meeting',
    venue: 'Respective Classrooms',
    time: '9:00 AM',
    pdf: true,
    description: 'Parents are requested to meet the class teachers to discuss the progress of their wards.',
  },
  {
    title: () => 'Health Check-up Camp',
    venue: 'School Infirmary',
    time: '9:30 AM',
    pdf: false,
    description: 'Doctors from the diocesan hospital will examine the students of classes I to V. No fee is charged.',
  },
];

export interface AlbumTemplate {
  month: number;
  day: number;
  title: (y: number) => string;
  description: string;
}

export const ALBUM_TEMPLATES: readonly AlbumTemplate[] = [
  {
    month: 1,
    day: 26,
    title: (y) => `Republic Day ${y}`,
    description: 'Flag hoisting, the march past and the cultural programme on Republic Day.',
  },
  {
    month: 2,
    day: 21,
    title: (y) => `Science Exhibition ${y}`,
    description: 'Models and experiments by our young scientists of classes VI to XI.',
  },
  { month: 4, day: 19, title: () => 'Investiture Ceremony', description: "The new Students' Council takes its oath." },
  {
    month: 8,
    day: 15,
    title: (y) => `Independence Day ${y}`,
    description: 'Flag hoisting and the patriotic programme by the senior section.',
  },
  {
    month: 9,
    day: 27,
    title: () => 'Excursion to Sarnath',
    description: 'Classes VI to VIII at the Dhamek Stupa and the archaeological museum.',
  },
  {
    month: 10,
    day: 14,
    title: (y) => `Annual Sports Day ${y}`,
    description: 'March past, races, relays and the prize distribution.',
  },
  {
    month: 11,
    day: 28,
    title: (y) => `Annual Day ${y}`,
    description: 'The musical, the prize distribution and our chief guest.',
  },
  {
    month: 12,
    day: 19,
    title: () => 'Christmas Celebration',
    description: 'Carols, the nativity play and Christmas cake for everyone.',
  },
];

export const BIRTHDAY_CLASSES = [
  'I-A',
  'II-C',
  'III-B',
  'IV-A',
  'V-C',
  'VI-A',
  'VII-B',
  'VIII-A',
  'IX-C',
  'XI-B',
] as const;

export const XII_STREAMS = ['Science', 'Science', 'Commerce', 'Humanities'] as const;
