// npm run varnish:error-page [-- <content folder> [<output file>]]: Varnish's page when neither site
// nor copy answers, with the school's name and phone (never "Guru Meditation"). Defaults: content/,
// examples/varnish/error.html. Rerun after the name or phone changes, then reload Varnish.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent } from '../server/content/load-content.ts';
import { escapeHtml } from '../server/content/html-escape.ts';

const root = join(import.meta.dirname, '..');
const [dir = join(root, 'content'), out = join(root, 'examples', 'varnish', 'error.html')] = process.argv.slice(2);
const { school, words } = await loadContent(resolve(dir));
const T = words.offline;
const name = escapeHtml(school.name);
const phone = escapeHtml(school.phone.display);
const html = `<!doctype html>
<html lang="${escapeHtml(words.lang)}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(T.unreachablePageTitle)} · ${name}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b4f8a}</style>
<h1>${name}</h1>
<p><strong>${escapeHtml(T.unreachablePageTitle)}.</strong> ${escapeHtml(T.unreachableRetry)}</p>
<p>${escapeHtml(T.callTheOffice)} <a href="tel:${escapeHtml(school.phone.tel)}">${phone}</a></p>
<p><a href="/">${escapeHtml(T.tryAgain)}</a></p>
</html>
`;
writeFileSync(out, html);
console.log(`wrote ${out} (${school.name}, ${school.phone.display})`);
