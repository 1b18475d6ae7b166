import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.ts';
import { renderPage } from './markdown.ts';

const school = (await loadContent(join(import.meta.dirname, '..', '..', 'content'))).school;

describe('renderPage', () => {
  it('gives each second-level heading an id from its text, one of a kind, and lists them', () => {
    const { html, toc } = renderPage(
      '## Fees & Payment\n\ntext\n\n### A detail\n\n## Fees & payment\n\n## Top\n\n## ***\n',
      school,
    );
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

  it('shows a link at an example address as its words alone, not as a link nor "coming soon"', () => {
    const { html } = renderPage(
      '[Pay fees](https://portal.schoolerp.example/pay) or [the board](https://cisce.org).\n\n- [App](https://apps.schoolerp.example/parent): get it\n',
      school,
    );
    expect(html).toContain('<span class="link-pending">Pay fees</span>');
    expect(html).not.toContain('coming soon');
    expect(html).toContain('<a href="https://cisce.org" target="_blank" rel="noopener noreferrer">the board');
    expect(html).not.toContain('schoolerp.example');
  });
});

describe('text that depends on a link the school has set', () => {
  const withPortal = (href: string) => ({
    ...school,
    links: { ...school.links, parentPortal: { label: 'Parent Portal', href } },
  });
  const page =
    ':::: if-link parentPortal\n[Log in](https://portal.stcolumbas.in/login) here.\n::::\n\n:::: unless-link parentPortal\nCall the office.\n::::\n';

  it('shows the if-link part once the link is real, the unless-link part while it is an example address', () => {
    const set = renderPage(page, withPortal('https://portal.stcolumbas.in/login')).html;
    expect(set).toContain('Log in');
    expect(set).not.toContain('Call the office');
    const unset = renderPage(page, withPortal('https://portal.schoolerp.example/login')).html;
    expect(unset).not.toContain('Log in');
    expect(unset).toContain('<p>Call the office.</p>');
  });

  it('leaves out a link card whose address is an example one, and the card list when none is left', () => {
    const cards =
      '::: links\n- [App](https://apps.schoolerp.example/parent): get it\n- [Board](https://cisce.org): the Council\n:::\n';
    const html = renderPage(cards, school).html;
    expect(html).not.toContain('App');
    expect(html).toContain('https://cisce.org');
    expect(
      renderPage('::: links\n- [App](https://apps.schoolerp.example/parent): get it\n:::\n', school).html,
    ).not.toContain('<ul');
  });

  it('refuses a condition that names no link of school.yaml, with its line', () => {
    expect(() => renderPage('Text.\n\n::: if-link parentPortl\nHidden.\n:::\n', school)).toThrow(
      /"parentPortl" is not a link under links: in school.yaml/,
    );
    try {
      renderPage('Text.\n\n::: if-link parentPortl\nHidden.\n:::\n', school);
    } catch (error) {
      expect((error as { line?: number }).line).toBe(3);
    }
  });
});
