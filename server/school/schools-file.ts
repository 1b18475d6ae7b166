// SCHOOLS_FILE: the schools one process serves, each chosen by the request's Host. Read and checked at
// start; every problem is named with its line and what to change, and stops the start.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import type { Config } from '../config.ts';
import { checkSchema, ContentError, parseContentYaml, where, yamlLines } from '../content/content-yaml.ts';
import type { SchoolSettings } from './school.ts';

/** A host as browsers send it, lower case and without a port. */
const HOST = '^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$';
const CODE = '^[A-Za-z0-9_-]{1,64}$';

const SchoolEntry = Type.Object(
  {
    host: Type.Union([Type.String({ pattern: HOST }), Type.Array(Type.String({ pattern: HOST }), { minItems: 1 })], {
      description:
        'the site host, lower case without a port, or a list whose first is the address and the rest aliases',
    }),
    publicUrl: Type.String({
      pattern: '^https?://[^\\s/?#]+/?$',
      description: 'the origin, e.g. https://www.example.in',
    }),
    contentDir: Type.String({ minLength: 1, description: "the school's content folder" }),
    schoolCode: Type.String({ pattern: CODE, description: "the provider's school code" }),
    schoolId: Type.Optional(Type.String({ pattern: CODE })),
    providerUrl: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+[^\\s?#]*$' })),
    tokenEnv: Type.Optional(
      Type.String({ pattern: '^[A-Z_][A-Z0-9_]*$', description: 'the name of the variable holding the token' }),
    ),
    tokenFile: Type.Optional(Type.String({ minLength: 1, description: 'a file holding the token' })),
    timeZone: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);
const SchoolsFileSchema = Type.Object(
  { schools: Type.Array(SchoolEntry, { minItems: 1, maxItems: 10_000 }) },
  { additionalProperties: false },
);
type SchoolEntry = Static<typeof SchoolEntry>;

/** A school of the schools file: its hosts (the first is its address) and how to open it. */
export interface HostedSchool {
  hosts: readonly string[];
  settings: SchoolSettings;
}

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/**
 * The schools listed in `file`, with tokens from `env`; relative folders are the file's. Throws a
 * ContentError with one "file:line: what to change" per problem.
 */
export function readSchoolsFile(
  file: string,
  config: Pick<Config, 'PROVIDER_URL' | 'SCHOOL_TIMEZONE' | 'CONTENT_WATCH'>,
  env: Record<string, string | undefined>,
  defaults: { providerUrl?: string; token?: string } = {},
): HostedSchool[] {
  const shown = relative(process.cwd(), file) || file;
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ContentError(`${shown}: cannot be read (${(error as NodeJS.ErrnoException).code}): check SCHOOLS_FILE`);
  }
  const { doc, counter } = parseContentYaml(raw, shown);
  const lineOf = yamlLines(doc, counter);
  const data = checkSchema<Static<typeof SchoolsFileSchema>>(SchoolsFileSchema, doc.toJS(), shown, lineOf);
  const base = dirname(resolve(file));
  const problems: string[] = [];
  const owner = new Map<string, number>();
  const codes = new Map<string, number>();
  const schools = data.schools.map((entry, index): HostedSchool => {
    const at = (key: string) => where(shown, lineOf(['schools', String(index), key]));
    const hosts = typeof entry.host === 'string' ? [entry.host] : entry.host;
    for (const host of hosts) {
      const first = owner.get(host);
      if (first !== undefined)
        problems.push(`${at('host')}: host ${host} is already school ${first + 1}'s: give each host to one school`);
      else owner.set(host, index);
    }
    const sameCode = codes.get(entry.schoolCode);
    if (sameCode !== undefined)
      problems.push(
        `${at('schoolCode')}: schoolCode ${entry.schoolCode} is already school ${sameCode + 1}'s: metrics and logs tell schools apart by it`,
      );
    else codes.set(entry.schoolCode, index);
    const contentDir = resolve(base, entry.contentDir);
    if (!existsSync(contentDir) || !statSync(contentDir).isDirectory())
      problems.push(`${at('contentDir')}: contentDir ${contentDir} is not a folder: create it or fix the path`);
    const providerUrl = (entry.providerUrl ?? config.PROVIDER_URL ?? defaults.providerUrl)?.replace(/\/+$/, '');
    if (!providerUrl) problems.push(`${at('schoolCode')}: no providerUrl, and PROVIDER_URL is not set: give one`);
    const token = tokenOf(entry, base, env, defaults.token, at, problems);
    const timeZone = entry.timeZone ?? config.SCHOOL_TIMEZONE;
    if (!isTimeZone(timeZone)) problems.push(`${at('timeZone')}: timeZone "${timeZone}" is not a known IANA time zone`);
    return {
      hosts,
      settings: {
        code: entry.schoolCode,
        id: entry.schoolId ?? entry.schoolCode,
        providerUrl: providerUrl ?? '',
        token: token ?? '',
        publicUrl: entry.publicUrl.replace(/\/+$/, ''),
        contentDir,
        watchContent: config.CONTENT_WATCH,
        timeZone,
      },
    };
  });
  if (problems.length > 0) throw new ContentError(problems);
  return schools;
}

/** The school's token: from the variable tokenEnv names, or tokenFile; never from the schools file. */
function tokenOf(
  entry: SchoolEntry,
  base: string,
  env: Record<string, string | undefined>,
  fallback: string | undefined,
  at: (key: string) => string,
  problems: string[],
): string | undefined {
  if (entry.tokenEnv !== undefined && entry.tokenFile !== undefined) {
    problems.push(`${at('tokenFile')}: give tokenEnv or tokenFile, not both`);
    return undefined;
  }
  if (entry.tokenEnv !== undefined) {
    const token = env[entry.tokenEnv]?.trim();
    if (!token)
      problems.push(`${at('tokenEnv')}: the variable ${entry.tokenEnv} is not set: set it to the school's token`);
    return token;
  }
  if (entry.tokenFile !== undefined) {
    const path = resolve(base, entry.tokenFile);
    try {
      const token = readFileSync(path, 'utf8').trim();
      if (token) return token;
      problems.push(`${at('tokenFile')}: ${path} is empty: put the school's token in it`);
    } catch {
      problems.push(`${at('tokenFile')}: ${path} cannot be read: check the path and its permissions`);
    }
    return undefined;
  }
  if (fallback) return fallback;
  problems.push(`${at('schoolCode')}: no tokenEnv or tokenFile: name the variable or file holding the token`);
  return undefined;
}
