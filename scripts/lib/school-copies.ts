// Many schools made from one template folder (examples/greenvalley): each copy with a name, address
// and colour of its own, for the browser test and the bench of many schools in one process.
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEMPLATE = join(import.meta.dirname, '..', '..', 'examples', 'greenvalley');
const TEMPLATE_NAME = 'Green Valley';
const TEMPLATE_SLUG = 'greenvalley';
const TEMPLATE_COLOUR = '#1f5130';
const TREES = [
  'Alder',
  'Birch',
  'Cedar',
  'Deodar',
  'Elm',
  'Fir',
  'Gulmohar',
  'Hazel',
  'Ivy',
  'Juniper',
  'Kadamb',
  'Laurel',
  'Mahua',
  'Neem',
  'Oak',
  'Peepal',
  'Rowan',
  'Sal',
  'Teak',
  'Willow',
];
/** The second word of the names, one per round of trees: 60 schools at most. */
const PLACES = ['Grove', 'Hill', 'Park'];
export const MAX_COPIES = TREES.length * PLACES.length;

export interface SchoolCopy {
  /** Its first word, e.g. "Alder". */
  tree: string;
  /** Its name as its pages show it, e.g. "Alder Grove". */
  name: string;
  /** Its address, e.g. alder-grove.test. */
  host: string;
  /** Its theme colour, #rrggbb in lower case. */
  colour: string;
  /** Its content folder. */
  contentDir: string;
  /** Its provider school code, e.g. GROVE07. */
  code: string;
}

/** A dark colour of its own for school `i` of `count` (white text on it reads well). */
function colourOf(i: number, count: number): string {
  const hue = (i * 360) / count;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = 0.22 - 0.14 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Copies the template `count` times under `root`, its name, slug and colour replaced in every text file. */
export function copySchools(root: string, count: number): SchoolCopy[] {
  if (count > MAX_COPIES) throw new RangeError(`at most ${MAX_COPIES} school copies, asked for ${count}`);
  return Array.from({ length: count }, (_, i) => {
    const tree = TREES[i % TREES.length]!;
    const name = `${tree} ${PLACES[Math.floor(i / TREES.length)]!}`;
    const slug = name.toLowerCase().replace(' ', '-');
    const contentDir = join(root, slug);
    const colour = colourOf(i, count);
    cpSync(TEMPLATE, contentDir, { recursive: true });
    const replaceIn = (path: string): void => {
      if (statSync(path).isDirectory()) return readdirSync(path).forEach((f) => replaceIn(join(path, f)));
      const text = readFileSync(path, 'utf8');
      writeFileSync(
        path,
        text
          .replaceAll(TEMPLATE_NAME, name)
          .replaceAll(TEMPLATE_SLUG, slug.replace('-', ''))
          .replaceAll(TEMPLATE_COLOUR, colour),
      );
    };
    replaceIn(contentDir);
    return { tree, name, host: `${slug}.test`, colour, contentDir, code: `GROVE${String(i).padStart(2, '0')}` };
  });
}
