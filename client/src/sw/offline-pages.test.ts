// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  escapeHtml,
  formatSavedTime,
  formNotSentPage,
  injectNote,
  offlinePage,
  pageTitle,
  safePath,
  savedCopyNote,
  shortTitle,
} from './offline-pages.ts';
import { ENGLISH_OFFLINE as words } from './site-words.ts';

const T = words.text;

const SAVED = new Date('2026-11-26T04:10:00Z');
const IST = 'Asia/Kolkata';

/** The text a reader gets from an HTML fragment: tags dropped, references read, spaces folded. */
const text = (html: string) =>
  decodeEntities(
    html
      .replace(/<style>[\s\S]*?<\/style>/g, '')
      .replace(/<\/?(strong|time)\b[^>]*>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();

describe('escapeHtml and decodeEntities', () => {
  it('escapes what could open a tag or close an attribute, and reads it back', () => {
    const nasty = `<img src=x onerror="alert('x')"> & more`;
    expect(escapeHtml(nasty)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; more');
    expect(decodeEntities(escapeHtml(nasty))).toBe(nasty);
  });

  it('reads numeric references and leaves unknown or out-of-range ones as they are', () => {
    expect(decodeEntities('St. Columba&#x27;s &#8211; &nbsp;x')).toBe("St. Columba's \u2013 \u00a0x");
    expect(decodeEntities('&bogus; &#xD800; &#0;')).toBe('&bogus; &#xD800; &#0;');
  });
});

describe('pageTitle and shortTitle', () => {
  it('reads the <title>, references decoded and spaces folded', () => {
    const html =
      '<html><head><style>x{}</style><title>\n  Fee Structure 2025-2026 | St. Columba&#x27;s Diocesan School </title></head>';
    expect(pageTitle(html)).toBe("Fee Structure 2025-2026 | St. Columba's Diocesan School");
    expect(shortTitle(pageTitle(html)!)).toBe('Fee Structure 2025-2026');
  });

  it("is null without a title or with an empty one; a title without the site's name stays whole", () => {
    expect(pageTitle('<p>no head</p>')).toBeNull();
    expect(pageTitle('<title> </title>')).toBeNull();
    expect(shortTitle("St. Columba's Diocesan School")).toBe("St. Columba's Diocesan School");
    expect(shortTitle('A | B | School')).toBe('A | B');
  });
});

describe('formatSavedTime', () => {
  it('says the day, month, year and 24-hour time in the given zone', () => {
    expect(formatSavedTime(SAVED, words, IST)).toBe('26 Nov 2026 at 09:40');
    expect(formatSavedTime(SAVED, words, 'UTC')).toBe('26 Nov 2026 at 04:10');
    expect(formatSavedTime(new Date('2026-09-05T18:35:00Z'), words, IST)).toBe('6 Sep 2026 at 00:05');
  });

  it("writes the day in the school's order", () => {
    const american = {
      ...words,
      dates: { ...words.dates, formats: { ...words.dates.formats, day: '{month} {day}, {year}' } },
    };
    expect(formatSavedTime(SAVED, american, IST)).toBe('Nov 26, 2026 at 09:40');
  });
});

describe('savedCopyNote', () => {
  it('says the page is the copy saved at its time, offline or when the site does not answer', () => {
    const offline = savedCopyNote({ words, savedAt: SAVED, offline: true, timeZone: IST });
    expect(text(offline)).toBe('You are offline. This is the copy saved on 26 Nov 2026 at 09:40.');
    expect(offline).toMatch(/^<p class="saved-copy" role="status" style="[^"]+">/);
    expect(offline).toContain('<time datetime="2026-11-26T04:10:00.000Z">26 Nov 2026 at 09:40</time>');
    expect(text(savedCopyNote({ words, savedAt: SAVED, offline: false, timeZone: IST }))).toBe(
      'The site is not answering. This is the copy saved on 26 Nov 2026 at 09:40.',
    );
  });

  it('says "an earlier visit" when the copy has no time', () => {
    expect(text(savedCopyNote({ words, savedAt: null, offline: true }))).toBe(`${T.offline} ${T.savedCopyUndated}`);
  });
});

describe('injectNote', () => {
  const note = '<p class="saved-copy">NOTE</p>';

  it("puts the note just before React's root, outside what hydration compares", () => {
    const html =
      '<body><noscript>x</noscript><div id="root"><header></header><main id="main" tabindex="-1"><h1>Fees</h1></main></div></body>';
    expect(injectNote(html, note)).toBe(
      '<body><noscript>x</noscript><p class="saved-copy">NOTE</p><div id="root"><header></header><main id="main" tabindex="-1"><h1>Fees</h1></main></div></body>',
    );
  });

  it('without a root, at the start of <main>, else of <body>, else of the document', () => {
    expect(injectNote('<body><main class="x"><h1>A</h1></main></body>', note)).toBe(
      '<body><main class="x"><p class="saved-copy">NOTE</p><h1>A</h1></main></body>',
    );
    expect(injectNote('<body class="b"><h1>A</h1></body>', note)).toBe(
      '<body class="b"><p class="saved-copy">NOTE</p><h1>A</h1></body>',
    );
    expect(injectNote('<h1>A</h1>', note)).toBe('<p class="saved-copy">NOTE</p><h1>A</h1>');
  });

  it('is not fooled by a <mainx> tag or a root-like id', () => {
    expect(injectNote('<body><mainframe></mainframe><div id="rooted"></div><main><h1>A</h1></main></body>', note)).toBe(
      '<body><mainframe></mainframe><div id="rooted"></div><main><p class="saved-copy">NOTE</p><h1>A</h1></main></body>',
    );
  });
});

describe('safePath', () => {
  it('keeps a path of this site and turns anything else into /', () => {
    expect(safePath('/news?year=2026')).toBe('/news?year=2026');
    expect(safePath('//evil.example/x')).toBe('/');
    expect(safePath('/\\evil.example')).toBe('/');
    expect(safePath('javascript:alert(1)')).toBe('/');
  });
});

describe('offlinePage', () => {
  const pages = [
    { path: '/news', label: 'News', savedAt: SAVED },
    { path: '/', label: "St. Columba's <School>", savedAt: new Date('2026-11-26T04:00:00Z') },
  ];
  const documents = [
    { path: '/bff/media/public/pdf/Fee-Structure-2025-2026.pdf', label: 'Fee-Structure-2025-2026.pdf', savedAt: SAVED },
  ];

  it('says the page was not saved, offers to try again, and lists the saved pages and documents as links', () => {
    const html = offlinePage({ words, path: '/career', offline: true, pages, documents, timeZone: IST });
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"/);
    expect(html).toContain('<title>You are offline</title>');
    expect(html).toContain('<a class="button" href="/career">Try again</a>');
    expect(html).toContain(
      '<a href="/news">News</a><span>Saved on <time datetime="2026-11-26T04:10:00.000Z">26 Nov 2026 at 09:40</time></span>',
    );
    expect(html).toContain('<a href="/">St. Columba&#39;s &lt;School&gt;</a>');
    expect(html).toContain(
      '<a href="/bff/media/public/pdf/Fee-Structure-2025-2026.pdf">Fee-Structure-2025-2026.pdf</a>',
    );
    expect(text(html)).toMatch(
      /^You are offline You are offline This page was not saved on this device.* Try again Pages you can open offline News Saved on 26 Nov 2026 at 09:40 St\. Columba's <School> Saved on 26 Nov 2026 at 09:30 Documents you can open offline Fee-Structure-2025-2026\.pdf/,
    );
    expect(html).not.toContain(T.nothingSaved);
  });

  it('tells apart two copies of one page by their address, and escapes paths', () => {
    const html = offlinePage({
      words,
      path: '/x"><script>',
      offline: true,
      pages: [
        { path: '/news?year=2025', label: 'News', savedAt: null },
        { path: '/news?year=2026&month=1', label: 'News', savedAt: null },
      ],
      documents: [],
    });
    expect(html).toContain('<a href="/news?year=2025">News (/news?year=2025)</a>');
    expect(html).toContain('<a href="/news?year=2026&amp;month=1">News (/news?year=2026&amp;month=1)</a>');
    expect(html).toContain('href="/x&quot;&gt;&lt;script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(T.savedDocumentsHeading);
  });

  it('says nothing is saved yet when nothing is', () => {
    const html = offlinePage({ words, path: '/', offline: true, pages: [], documents: [] });
    expect(text(html)).toContain(T.nothingSaved);
    expect(html).not.toContain('<ul>');
  });

  it("heads the page with the school's name and colour and offers a prominent Call link, all escaped", () => {
    const school = {
      name: "St. Columba's <School>",
      themeColor: '#1d3a6b',
      phone: { display: '03642 507788', tel: '+913642507788' },
    };
    const html = offlinePage({ words: { ...words, school }, path: '/career', offline: true, pages: [], documents: [] });
    expect(html).toContain('<meta name="theme-color" content="#1d3a6b">');
    expect(html).toContain('<title>You are offline | St. Columba&#39;s &lt;School&gt;</title>');
    expect(html).toContain('.site,.call{background:#1d3a6b}</style>');
    expect(html).toContain('<body><header><p class="site">St. Columba&#39;s &lt;School&gt;</p></header><main>');
    expect(html).toContain('<a class="button call" href="tel:+913642507788">Call 03642 507788</a>');
    expect(text(html)).toMatch(
      /^You are offline \| St\. Columba's <School> St\. Columba's <School> You are offline This page .* Call 03642 507788 Try again/,
    );
  });

  it('has no header, colour or Call link for what the worker does not know', () => {
    const html = offlinePage({ words, path: '/', offline: true, pages: [], documents: [] });
    expect(html).not.toMatch(/<header|theme-color|tel:|\.site,\.call\{/);
    const named = offlinePage({
      words: { ...words, school: { name: 'A' } },
      path: '/',
      offline: true,
      pages: [],
      documents: [],
    });
    expect(named).toContain('<header><p class="site">A</p></header>');
    expect(named).not.toMatch(/theme-color|tel:/);
  });

  it('says the site cannot be reached when the device is online', () => {
    const html = offlinePage({ words, path: '/', offline: false, pages, documents: [] });
    expect(html).toContain('<title>The site cannot be reached</title>');
    expect(text(html)).toMatch(/^The site cannot be reached The site cannot be reached This page was not saved/);
  });
});

describe('formNotSentPage', () => {
  it('says the form was not sent and nothing was kept, and links back to the form', () => {
    const html = formNotSentPage('/career', true, words);
    expect(html).toContain('<title>Your form was not sent</title>');
    expect(text(html)).toContain(
      'Your form was not sent This device is offline, so the form could not reach the school. Nothing was sent, and nothing you typed was kept. Please send it again when you are connected.',
    );
    expect(html).toContain('<a class="button" href="/career">Open the form again</a>');
  });

  it('says the site is not answering when the device is online', () => {
    expect(text(formNotSentPage('/Tc', false, words))).toContain(
      'The site is not answering, so the form could not reach the school. Nothing was sent',
    );
  });
});
