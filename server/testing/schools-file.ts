import { writeFileSync } from 'node:fs';
import { stringify } from 'yaml';

/** One school of a test's schools file, as `SCHOOLS_FILE` writes it; `publicUrl` defaults to https:// its first host. */
export interface TestSchool {
  host: string | readonly string[];
  publicUrl?: string;
  contentDir: string;
  schoolCode: string;
  providerUrl?: string;
  tokenEnv?: string;
}

/** Writes `schools` to `file` as a schools file (server/school/schools-file.ts) and returns its path. */
export function writeSchoolsFile(file: string, schools: readonly TestSchool[]): string {
  const entries = schools.map(({ publicUrl, ...school }) => ({
    ...school,
    publicUrl: publicUrl ?? `https://${typeof school.host === 'string' ? school.host : school.host[0]}`,
  }));
  writeFileSync(file, stringify({ schools: entries }));
  return file;
}
