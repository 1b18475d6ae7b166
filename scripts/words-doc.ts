// npm run words-doc: writes docs/words.en.yaml, the site's English words (shared/words.ts) as a
// school copies them into its words.yaml. A test fails while the file and the words differ.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { ENGLISH_WORDS } from '../shared/words.ts';

const HEADER = `# The site's own words in English, as it uses them when CONTENT_DIR has no words.yaml.
# To change some, copy this file to your content folder as words.yaml, keep only what you change, and
# change it: what you leave out stays as here. To run the site in another language, translate them all
# and set lang (hi for Hindi). {names} in braces are filled in by the site: keep them as they are.
# pages: each page's title by its address (its heading, breadcrumb, menu, site map and search entry).
# menu: a shorter menu label where a title is long. groups: the menu's groups (by id, as in menu:).
# Written by npm run words-doc from shared/words.ts: change the words there.
`;

const out = join(import.meta.dirname, '..', 'docs', 'words.en.yaml');
writeFileSync(out, HEADER + stringify(ENGLISH_WORDS, { lineWidth: 0 }));
console.log(`wrote ${out}`);
