// The events and albums a school office posts through a year, in the words of the school given.
import type { DemoSchool } from './school-profile.ts';
import { housesPhrase, ordinal } from './seed-names.ts';

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

export function eventTemplates(school: DemoSchool): readonly EventTemplate[] {
  return [
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
      description: `Flag hoisting by the Principal followed by the march past of ${housesPhrase(school.houses)} and a cultural programme.`,
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
      venue: school.hall,
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
      description:
        'A common yoga protocol session for students and staff. Students should come in their sports uniform.',
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
      title: (y) => `${ordinal(y - school.founded)} Annual Day`,
      venue: school.hall,
      time: '5:00 PM',
      pdf: true,
      description: 'Prize distribution and a musical by the students. Entry for parents by invitation card only.',
    },
    {
      month: 12,
      day: 19,
      title: () => 'Christmas Carol Service',
      venue: school.chapel ?? school.hall,
      time: '6:00 PM',
      pdf: false,
      description:
        'Carols by the school choir and a nativity play by the primary section, followed by Christmas cake for all.',
    },
  ];
}

/** Neutral events that can fall in any season: the ones seeded as upcoming. */
export function upcomingEvents(school: DemoSchool): readonly Omit<EventTemplate, 'month' | 'day'>[] {
  return [
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
      description: `Doctors from ${school.hospital} will examine the students of classes I to V. No fee is charged.`,
    },
  ];
}

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
