// `npm run check-content [dir] [-- --provider[=URL]]`: the server's start-up checks of a content
// folder, to run after an edit. Errors (file:line, the fix) fail it; problems that would not stop the
// site are warnings. The folder: the argument, else CONTENT_DIR, else ./content. With --provider
// (PROVIDER_URL, PROVIDER_TOKEN, SCHOOL_CODE, SCHOOL_ID) it also asks the provider for every file the
// content links to; a missing one fails it. With --schools=FILE (or SCHOOLS_FILE): the schools file,
// then every school's folder (and, with --provider, its own provider and token).
import { resolve } from 'node:path';
import { dayInZone } from '../shared/dates.ts';
import { ContentError, loadContent } from '../server/content/load-content.ts';
import { pastSessionDocuments, placeholderLinks } from '../server/content/content-warnings.ts';
import { ProviderClient } from '../server/provider/client.ts';
import { readSchoolsFile } from '../server/school/schools-file.ts';
import type { SchoolSettings } from '../server/school/school.ts';
import { describeFile, missingAtProvider, providerFilesNamed } from '../server/school/provider-files.ts';

const args = process.argv.slice(2);
const providerFlag = args.find((arg) => arg === '--provider' || arg.startsWith('--provider='));
const schoolsFlag = args.find((arg) => arg.startsWith('--schools='))?.slice('--schools='.length);
const schoolsFile = schoolsFlag ?? process.env.SCHOOLS_FILE;
const dir = resolve(args.find((arg) => !arg.startsWith('--')) ?? process.env.CONTENT_DIR ?? 'content');

/** The provider to ask about files, from --provider[=URL] and the server's variables; null without the flag. */
function providerClient(school?: SchoolSettings): ProviderClient | null {
  if (providerFlag === undefined) return null;
  if (school)
    return new ProviderClient({
      baseUrl: school.providerUrl,
      token: school.token,
      schoolCode: school.code,
      schoolId: school.id,
      timeoutMs: 10_000,
    });
  const baseUrl = providerFlag.slice('--provider='.length) || process.env.PROVIDER_URL;
  const token = process.env.PROVIDER_TOKEN;
  if (!baseUrl || !token) {
    console.error('--provider needs PROVIDER_URL (or --provider=URL) and PROVIDER_TOKEN, as the server does.');
    process.exit(2);
  }
  const schoolCode = process.env.SCHOOL_CODE ?? 'DEMO01';
  return new ProviderClient({
    baseUrl,
    token,
    schoolCode,
    schoolId: process.env.SCHOOL_ID ?? schoolCode,
    timeoutMs: 10_000,
  });
}

/** Checks one folder as the server would at start; false when the site would not start with it. */
async function checkFolder(dir: string, client: ProviderClient | null): Promise<boolean> {
  try {
    const content = await loadContent(dir);
    const today = dayInZone(new Date(), process.env.SCHOOL_TIMEZONE ?? 'Asia/Kolkata');
    const warnings = [
      ...content.warnings,
      ...placeholderLinks(content.school).map(
        (link) => `school.yaml: ${link} is an example address; visitors are not shown it until it is set`,
      ),
      ...pastSessionDocuments(content.school, today).map((pdf) => `school.yaml: ${pdf}`),
    ];
    const weakest = [...content.theme.pairs].sort((a, b) => a.ratio - b.ratio)[0];
    console.log(`${dir}: ${content.school.name}, school.yaml and ${content.pages.size} pages can be served.`);
    if (weakest)
      console.log(
        `Colours: every text colour reads at ${weakest.ratio.toFixed(2)}:1 or more on its background (4.5:1 needed).`,
      );
    if (content.ownPages.size > 0)
      console.log(`Pages of the school's own: ${[...content.ownPages].map((slug) => `/${slug}`).join(', ')}`);
    if (warnings.length > 0) {
      console.log(`\n${warnings.length} to look at (the site still starts):`);
      for (const warning of warnings) console.log(`  - ${warning}`);
    }
    if (client) {
      const named = providerFilesNamed(content);
      const missing = await missingAtProvider(client, named);
      await client.close();
      if (missing.length === 0)
        console.log(`\nThe provider (${client.host}) has all ${named.length} files the content links to.`);
      else {
        console.error(
          `\nThe provider (${client.host}) does not have ${missing.length} of the ${named.length} files the content links to (their links would answer 404):`,
        );
        for (const file of missing) console.error(`  - ${describeFile(file)}`);
        return false;
      }
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const { problems, warnings } = error;
    console.error(`${dir}: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to mend:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    if (warnings.length > 0) {
      console.error(`\n${warnings.length} more to look at (these alone would not stop the site):`);
      for (const warning of warnings) console.error(`  - ${warning}`);
    }
    console.error('\nThe site would not start with this folder. Mend the lines above and run the check again.');
    return false;
  }
  return true;
}

if (schoolsFile) {
  // The server's own reading of the file: tokens from their variables, folders relative to it.
  let schools;
  try {
    schools = readSchoolsFile(
      resolve(schoolsFile),
      {
        PROVIDER_URL: process.env.PROVIDER_URL,
        SCHOOL_TIMEZONE: process.env.SCHOOL_TIMEZONE ?? 'Asia/Kolkata',
        CONTENT_WATCH: false,
      },
      process.env,
      { token: process.env.PROVIDER_TOKEN },
    );
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(
      `${schoolsFile}: ${error.problems.length} ${error.problems.length === 1 ? 'problem' : 'problems'} to mend:`,
    );
    for (const problem of error.problems) console.error(`  - ${problem}`);
    console.error('\nThe site would not start with this schools file.');
    process.exit(1);
  }
  let failed = 0;
  for (const { hosts, settings } of schools) {
    console.log(`\n== ${hosts[0]} (${settings.code})`);
    if (!(await checkFolder(settings.contentDir, providerClient(settings)))) failed++;
  }
  console.log(`\n${schools.length - failed} of ${schools.length} schools can be served.`);
  if (failed > 0) process.exitCode = 1;
} else if (!(await checkFolder(dir, providerClient()))) process.exitCode = 1;
