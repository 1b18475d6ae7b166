import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const EXAMPLE = join(import.meta.dirname, '..', '..', 'content');
let dirs: string[] = [];

/** A copy of the example school's folder to break, without its generated slides. */
export function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(EXAMPLE, dir, { recursive: true, filter: (src) => !src.endsWith('.ts') });
  dirs.push(dir);
  return dir;
}

export function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

/** The 1-based number of the first line of the file in `dir` that `matches`, as a load error names it. */
export function lineOf(dir: string, file: string, matches: (line: string) => boolean): number {
  return readFileSync(join(dir, file), 'utf8').split('\n').findIndex(matches) + 1;
}

/** Removes the copies made so far; for afterEach. */
export function removeCopies(): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
}
