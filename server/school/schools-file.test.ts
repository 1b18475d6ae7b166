import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ContentError } from '../content/content-yaml.ts';
import { readSchoolsFile } from './schools-file.ts';

const root = mkdtempSync(join(tmpdir(), 'schools-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'green'));
mkdirSync(join(root, 'hill'));
writeFileSync(join(root, 'hill.token'), 'hill-secret\n');
const CONFIG = { PROVIDER_URL: 'https://erp.example/', SCHOOL_TIMEZONE: 'Asia/Kolkata', CONTENT_WATCH: false };
const ENV = { GREEN_TOKEN: 'green-secret' };

function write(yaml: string): string {
  const file = join(root, `schools-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, yaml);
  return file;
}

/** The problems reading `yaml` finds, without the file's name. */
function problems(yaml: string, env: Record<string, string> = ENV): string[] {
  try {
    readSchoolsFile(write(yaml), CONFIG, env);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => p.replace(/^[^:]+\.yaml/, 'file'));
    throw error;
  }
  return [];
}

const GREEN = `  - host: [www.green.example, green.example]
    publicUrl: https://www.green.example/
    contentDir: green
    schoolCode: GVC01
    tokenEnv: GREEN_TOKEN
`;
const HILL = `  - host: hill.example
    publicUrl: https://hill.example
    contentDir: ./hill
    schoolCode: HILL
    schoolId: H-7
    providerUrl: https://other-erp.example/api
    tokenFile: hill.token
    timeZone: Asia/Dubai
`;

describe('readSchoolsFile', () => {
  test('each school with its hosts, folder, provider and token; relative paths are the file’s', () => {
    const schools = readSchoolsFile(write(`schools:\n${GREEN}${HILL}`), CONFIG, ENV);
    expect(schools).toEqual([
      {
        hosts: ['www.green.example', 'green.example'],
        settings: {
          code: 'GVC01',
          id: 'GVC01',
          providerUrl: 'https://erp.example',
          token: 'green-secret',
          publicUrl: 'https://www.green.example',
          contentDir: join(root, 'green'),
          watchContent: false,
          timeZone: 'Asia/Kolkata',
        },
      },
      {
        hosts: ['hill.example'],
        settings: {
          code: 'HILL',
          id: 'H-7',
          providerUrl: 'https://other-erp.example/api',
          token: 'hill-secret',
          publicUrl: 'https://hill.example',
          contentDir: join(root, 'hill'),
          watchContent: false,
          timeZone: 'Asia/Dubai',
        },
      },
    ]);
  });

  test('an unknown key, a host with upper case or a port: the line and what to change', () => {
    expect(problems(`schools:\n${GREEN}    colour: red\n`)).toEqual([
      expect.stringMatching(/^file:7: schools\.0\.colour: unknown key; the keys allowed here are: host, /),
    ]);
    expect(problems(`schools:\n${HILL.replace('hill.example', 'Hill.example:8080')}`)).toEqual([
      expect.stringMatching(/^file:2: schools\.0\.host: /),
    ]);
  });

  test('two schools on one host or code, a missing folder, an unset token variable: every problem at once', () => {
    const found = problems(
      `schools:\n${GREEN}${GREEN.replace('www.green', 'new.green').replace('contentDir: green', 'contentDir: nowhere')}`,
      {},
    );
    expect(found).toEqual([
      "file:6: the variable GREEN_TOKEN is not set: set it to the school's token",
      "file:7: host green.example is already school 1's: give each host to one school",
      "file:10: schoolCode GVC01 is already school 1's: metrics and logs tell schools apart by it",
      expect.stringMatching(/^file:9: contentDir .*nowhere is not a folder/),
      "file:11: the variable GREEN_TOKEN is not set: set it to the school's token",
    ]);
  });

  test('a token is never taken from the file itself, and a school needs a provider', () => {
    expect(problems(`schools:\n${GREEN.replace('tokenEnv: GREEN_TOKEN', 'token: green-secret')}`)).toEqual([
      expect.stringMatching(/^file:6: schools\.0\.token: /),
    ]);
    expect(() => readSchoolsFile(write(`schools:\n${GREEN}`), { ...CONFIG, PROVIDER_URL: undefined }, ENV)).toThrow(
      /no providerUrl, and PROVIDER_URL is not set/,
    );
  });

  test('a file that is missing or not YAML', () => {
    expect(() => readSchoolsFile(join(root, 'none.yaml'), CONFIG, ENV)).toThrow(/cannot be read \(ENOENT\)/);
    expect(problems('schools: [\n')).toEqual([expect.stringMatching(/^file:\d: not valid YAML/)]);
  });
});
