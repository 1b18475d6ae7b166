import { describe, expect, it } from 'vitest';
import { textOfHtml } from './page-text.ts';

describe('page text', () => {
  it('reads the words of sanitized HTML, blocks apart and entities decoded', () => {
    expect(textOfHtml('<ul><li>Fees</li><li>Uniform</li></ul><p>A &amp; B&rsquo;s <strong>bold</strong>s</p>')).toBe(
      'Fees Uniform A & B’s bolds',
    );
  });

  it('keeps the words before, in and after each block apart', () => {
    const blocks =
      'p li td th tr h1 h2 h3 h4 h5 h6 div section aside dt dd blockquote figcaption caption summary'.split(' ');
    for (const tag of blocks)
      expect(textOfHtml(`Fees<${tag}>Uniform</${tag}>Conduct`), tag).toBe('Fees Uniform Conduct');
    expect(textOfHtml('Fees<br>Uniform')).toBe('Fees Uniform');
  });

  it('does not split a word at an inline element', () => {
    expect(textOfHtml('<p>Read the “<em>Rules</em>” and <a href="/fees">fee</a>s page</p>')).toBe(
      'Read the “Rules” and fees page',
    );
  });

  it('leaves out what is for the eye or the screen reader alone', () => {
    const html =
      '<div class="notice"><span class="notice__icon" aria-hidden="true">!</span><p>Registration fee<br>is Rs. 500.</p></div><a href="x">Map<span class="visually-hidden"> (opens in a new tab)</span></a> end';
    expect(textOfHtml(html)).toBe('Registration fee is Rs. 500. Map end');
  });

  it('leaves out hidden text at any depth and among other classes, and only that', () => {
    expect(textOfHtml('<span aria-hidden="true">★ <b>New</b></span>Toppers')).toBe('Toppers');
    expect(textOfHtml('<a>Map<span class="small visually-hidden"> (new tab)</span></a>')).toBe('Map');
    expect(textOfHtml('<a>Map<span class="visually-hidden small"> (new tab)</span></a>')).toBe('Map');
    expect(textOfHtml('<p aria-hidden="false">Shown</p><p class="not-visually-hidden">too</p>')).toBe('Shown too');
    expect(textOfHtml('<a>Form<img src="/i/pdf.svg" aria-hidden="true"> (PDF)</a>')).toBe('Form (PDF)');
    expect(textOfHtml('<p>Map<span class="visually-hidden"> opens<br>in a new tab</span> here</p>')).toBe('Map here');
  });
});
