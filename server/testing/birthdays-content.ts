import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CONTENT = join(import.meta.dirname, '..', '..', 'content');

/** A copy, in `dir`, of the example school's content folder with `birthdays: <mode>` (it ships `photos`). */
export function contentWithBirthdays(dir: string, mode: string): string {
  cpSync(CONTENT, dir, { recursive: true });
  const file = join(dir, 'school.yaml');
  const yaml = readFileSync(file, 'utf8');
  if (!/^birthdays: photos$/m.test(yaml)) throw new Error('content/school.yaml no longer says `birthdays: photos`');
  writeFileSync(file, yaml.replace(/^birthdays: photos$/m, `birthdays: ${mode}`));
  return dir;
}
