// The school the demo provider speaks for: a value read from a content folder (school.yaml, plus
// demo-provider.yaml for what school.yaml does not say) and passed to the seed, PDFs and images.
// Whatever the folder leaves out is neutral: no school's name, houses or board.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

/** The example school's folder: the default when a caller names none. */
export const EXAMPLE_CONTENT_DIR = resolve(import.meta.dirname, '..', 'content');

/** One row of school hours: "Summer", "8:00 AM to 1:30 PM". */
export interface SchoolHours {
  label: string;
  hours: string;
}

export interface DemoSchool {
  name: string;
  shortName: string;
  founded: number;
  /** Under the name on the TC scan ("Civil Lines, Amritpur"). */
  place: string;
  /** Under the name on the PDFs' letterhead. */
  letterhead: string;
  /** Starts circulars' reference numbers ("SCDS/CIR/2026/001"). */
  refPrefix: string;
  /** The Class X and Class XII examinations' names ("ICSE", "ISC"). */
  exams: { junior: string; senior: string };
  /** The `stream` of a Class X topper. */
  juniorStream: string;
  houses: readonly string[];
  /** The Annual Day's chief guest ("the Bishop of Amritpur"); null names nobody. */
  chiefGuest: string | null;
  /** The hall for ceremonies ("Bishop Masih Hall"). */
  hall: string;
  /** The chapel's name, or null for a school without one (its services move to the hall). */
  chapel: string | null;
  /** Who examines the students at the health camp ("the diocesan hospital"). */
  hospital: string;
  /** Who may revise the fees ("the Diocesan Board of Education"). */
  feeAuthority: string;
  hours: readonly SchoolHours[];
  /** The parent portal's login, the fee reminder's link. */
  portalUrl: string;
  /** The fixed PDFs' paths, as the site asks for them (school.yaml's pdfs). */
  pdfs: { feeStructure: string; calendar: string; timetable: string; medicalCertificate: string };
}

type Fields = Record<string, unknown>;

/** The keys content/demo-provider.yaml may hold; any other is a mistake worth stopping for. */
const DEMO_KEYS = [
  'place',
  'letterhead',
  'refPrefix',
  'exams',
  'juniorStream',
  'houses',
  'chiefGuest',
  'hall',
  'chapel',
  'hospital',
  'feeAuthority',
] as const;

const DEFAULT_PDFS: DemoSchool['pdfs'] = {
  feeStructure: 'public/pdf/Fee-Structure-2026-2027.pdf',
  calendar: 'public/pdf/Academic-Calendar-2026-2027.pdf',
  timetable: 'public/pdf/Time-Table.pdf',
  medicalCertificate: 'public/pdf/Medical-Certificate.pdf',
};

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function fields(value: unknown): Fields {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
}

function capitalised(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** "8:00 AM to 1:30 PM (April to September)" is said without its months in the seed. */
function withoutMonths(hours: string): string {
  return hours.replace(/\s*\([^)]*\)\s*$/, '');
}

/** school.yaml's timings as rows: today `{summer, winter}`, or a list of named rows. */
export function hoursOf(timings: unknown): SchoolHours[] {
  const rows: SchoolHours[] = [];
  const add = (label: string | undefined, hours: string | undefined): void => {
    if (label && hours) rows.push({ label: capitalised(label), hours: withoutMonths(hours) });
  };
  if (Array.isArray(timings)) {
    for (const row of timings) {
      const r = fields(row);
      add(text(r.label ?? r.name ?? r.title ?? r.season), text(r.hours ?? r.time ?? r.times ?? r.text ?? r.value));
    }
  } else {
    for (const [label, hours] of Object.entries(fields(timings))) add(label, text(hours));
  }
  return rows;
}

/** "St. Columba's Diocesan School" → "SCDS". */
function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .map((word) => /[A-Za-z]/.exec(word)?.[0] ?? '')
      .join('')
      .toUpperCase() || 'SCH'
  );
}

function stringList(value: unknown, what: string): string[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value.map(text) : [];
  if (list.length < 2 || list.some((item) => item === undefined))
    throw new Error(`demo-provider.yaml: ${what} must be a list of at least two names`);
  return list as string[];
}

/** The profile from school.yaml's and demo-provider.yaml's parsed values (either may be empty). */
export function demoSchool(schoolYaml: unknown, demoYaml: unknown = {}): DemoSchool {
  const school = fields(schoolYaml);
  const demo = fields(demoYaml);
  const unknown = Object.keys(demo).filter((key) => !(DEMO_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) throw new Error(`demo-provider.yaml: unknown key(s) ${unknown.join(', ')}`);
  const name = text(school.name) ?? 'The School';
  const city = text(school.city);
  const boardShort = text(school.boardShort);
  const founded = Number(text(school.founded) ?? NaN);
  const exams = fields(demo.exams);
  const pdfs = fields(school.pdfs);
  const pdf = (key: keyof DemoSchool['pdfs']): string => text(fields(pdfs[key]).path) ?? DEFAULT_PDFS[key];
  const place = text(demo.place) ?? city ?? 'the city';
  return {
    name,
    shortName: text(school.shortName) ?? name,
    founded: Number.isInteger(founded) ? founded : 2000,
    place,
    letterhead: text(demo.letterhead) ?? (boardShort ? `${place}  |  Affiliated to ${boardShort}` : place),
    refPrefix: text(demo.refPrefix) ?? initials(name),
    exams: { junior: text(exams.junior) ?? 'Class X', senior: text(exams.senior) ?? 'Class XII' },
    juniorStream: text(demo.juniorStream) ?? boardShort ?? 'Class X',
    houses: stringList(demo.houses, 'houses') ?? ['Red', 'Blue', 'Green', 'Yellow'],
    chiefGuest: text(demo.chiefGuest) ?? null,
    hall: text(demo.hall) ?? 'School Hall',
    chapel: text(demo.chapel) ?? null,
    hospital: text(demo.hospital) ?? 'a nearby hospital',
    feeAuthority: text(demo.feeAuthority) ?? 'the school management',
    hours: hoursOf(school.timings),
    portalUrl: text(fields(fields(school.links).parentPortal).href) ?? 'https://portal.schoolerp.example/login',
    pdfs: {
      feeStructure: pdf('feeStructure'),
      calendar: pdf('calendar'),
      timetable: pdf('timetable'),
      medicalCertificate: pdf('medicalCertificate'),
    },
  };
}

async function readYaml(file: string): Promise<unknown> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    return parse(source) ?? {};
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** The school of a content folder; null (or a folder without school.yaml) gives a neutral school. */
export async function loadDemoSchool(contentDir: string | null): Promise<DemoSchool> {
  if (contentDir === null) return demoSchool({});
  const [school, demo] = await Promise.all([
    readYaml(join(contentDir, 'school.yaml')),
    readYaml(join(contentDir, 'demo-provider.yaml')),
  ]);
  try {
    return demoSchool(school, demo);
  } catch (error) {
    throw new Error(`${contentDir}/${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
