import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built site in a new temporary folder: the client's shell in dist/ and a server entry in
 * dist-ssr/. Answers the folder; the caller removes it.
 */
export function builtSite(prefix: string, shell: string, entry: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'dist', 'index.html'), shell);
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), entry);
  return root;
}
