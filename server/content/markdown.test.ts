import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.ts';
import { renderPage } from './markdown.ts';

const school = (await loadContent(join(import.meta.dirname, '..', '..', 'content'))).school;

describe('renderPage', () => {
  it('gives each second-level heading an id from its text, one of a kind, and lists them', () => {
    const { html, toc } = renderPage('## Fees & Payment\n\ntext\n\n### A detail\n\n## Fees & payment\n\n## Top\n\n## ***\n', school);
    expect(toc).toEqual([
      { id: 'fees-payment', text: 'Fees & Payment' },
      { id: 'fees-payment-2', text: 'Fees & payment' },
      // "top" is the page's own "Back to top" target.
      { id: 'top-2', text: 'Top' },
      { id: 'section', text: '***' },
    ]);
    expect(html).toContain('<h2 id="fees-payment">Fees &amp; Payment</h2>');
    expect(html).toContain('<h3>A detail</h3>');
  });

  it('wraps each term of a definition list with its values in a row', () => {
    const { html } = renderPage('Founded\n: 1984\n\nClasses\n: LKG\n: Class XII\n', school);
    expect(html.replace(/\n/g, '')).toBe(
      '<dl class="facts"><div class="facts__row"><dt>Founded</dt><dd>1984</dd></div><div class="facts__row"><dt>Classes</dt><dd>LKG</dd><dd>Class XII</dd></div></dl>',
    );
  });

  it('shows a link at an example address as its words and "coming soon", not as a link', () => {
    const { html } = renderPage('[Pay fees](https://portal.schoolerp.example/pay) or [the board](https://cisce.org).\n\n- [App](https://apps.schoolerp.example/parent): get it\n', school);
    expect(html).toContain('<span class="link-pending">Pay fees <span class="link-pending__note">(coming soon)</span></span>');
    expect(html).toContain('<a href="https://cisce.org" target="_blank" rel="noopener noreferrer">the board');
    expect(html).not.toContain('schoolerp.example');
  });
});
