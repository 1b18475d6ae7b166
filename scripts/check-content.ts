// `npm run check-content [dir]`: the server's start-up checks of a content folder, to run after an
// edit. Errors (file:line, the fix) fail it; problems that would not stop the site are warnings.
// The folder: the argument, else CONTENT_DIR, else ./content.
import { resolve } from 'node:path';
import { CONTENT_PAGE_SLUGS } from '../shared/content-pages.ts';
import { dayInZone } from '../shared/dates.ts';
import { ContentError, loadContent } from '../server/content/load-content.ts';
import { pastSessionDocuments, placeholderLinks } from '../server/content/content-warnings.ts';

const dir = resolve(process.argv[2] ?? process.env.CONTENT_DIR ?? 'content');

try {
  const content = await loadContent(dir, CONTENT_PAGE_SLUGS);
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
  process.exitCode = 1;
}
