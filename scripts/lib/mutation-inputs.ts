// What a core module's mutation result depends on: the module, its tests, and every file of this
// repository they import, directly or not. Their hashes are committed beside the module's result
// (mutation/<name>.inputs.json); the gate mutates a module again only when one of them changed.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import type { MutationModule } from './mutation.ts';

/** Path (from the repository root, `/`-separated) to the SHA-256 of its contents. */
export type InputHashes = Record<string, string>;

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository files a file imports (relative specifiers only; packages are not inputs). */
export function localImports(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const found: string[] = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = join(dirname(join(root, file)), fileName);
    const hit = EXTENSIONS.map((ext) => base + ext).find(isFile);
    if (hit) found.push(relative(root, hit).split('\\').join('/'));
  }
  return found;
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The module, its tests and everything they import, in a stable order. */
export function inputFiles(root: string, module: MutationModule): string[] {
  const seen = new Set<string>();
  const queue = [module.file, ...module.tests];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...localImports(root, file));
  }
  return [...seen].sort();
}

export function hashInputs(root: string, module: MutationModule): InputHashes {
  const hashes: InputHashes = {};
  for (const file of inputFiles(root, module)) {
    hashes[file] = createHash('sha256')
      .update(readFileSync(join(root, file)))
      .digest('hex');
  }
  return hashes;
}

/** The inputs added, removed or changed between a recorded set and today's (empty: nothing changed). */
export function changedInputs(recorded: InputHashes | null, current: InputHashes): string[] {
  if (recorded === null) return Object.keys(current);
  const files = new Set([...Object.keys(recorded), ...Object.keys(current)]);
  return [...files].filter((file) => recorded[file] !== current[file]).sort();
}
