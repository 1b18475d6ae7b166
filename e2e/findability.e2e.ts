// What search engines, link previews and readers without scripts get: the server's HTML before any
// script runs, robots.txt, the sitemap, the manifest and the feeds.
import { describe, expect, it } from 'vitest';
import type { EventItem, HomeData, ListPage, NewsItem } from '../shared/types.ts';
import { baseUrl } from './browser.ts';
import { school } from './content.ts';
import { SPEC_ROUTES } from '../client/src/testing/spec-routes.ts';

async function html(path: string): Promise<{ status: number; body: string }> {
  const res = await fetch(baseUrl() + path);
  return { status: res.status, body: await res.text() };
}

const headOf = (body: string) => body.slice(0, body.indexOf('</head>'));
const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('pages as the server sends them', () => {
  it('the site map links every page by its menu group, those outside the menu too, with no album and not itself', async () => {
    const { status, body } = await html('/site-map');
    expect(status).toBe(200);
    const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
    const links = [...main.matchAll(/<a href="(\/[^"]*)"/g)].map((m) => m[1]);
    // The accessibility statement is in no menu: the route table puts it in the site map.
    for (const path of [
      '/',
      '/news',
      '/gallery',
      '/topperX',
      '/about',
      '/admission',
      '/Tc',
      '/career',
      '/accessibility',
    ])
      expect(links, path).toContain(path);
    expect(links.filter((l) => l?.startsWith('/subGallery') || l === '/site-map')).toEqual([]);
    expect(main.match(/<h2[\s>]/g)?.length, 'menu groups').toBeGreaterThan(2);
  });

  it.each([...SPEC_ROUTES.filter((r) => r !== '/subGallery'), '/accessibility'])(
    '%s has its content, canonical URL and preview tags without scripts',
    async (path) => {
      const { status, body } = await html(path);
      expect(status).toBe(200);
      const head = headOf(body);
      expect(head).toMatch(/<title>[^<]+<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(head).not.toContain('%SCHOOL_');
      expect(head).toContain(`<link rel="canonical" href="${baseUrl()}${path === '/' ? '/' : path}"/>`);
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
        expect(head).toContain(`property="${tag}"`);
      expect(head).toContain('name="twitter:card"');
      expect(head).toContain('<link rel="manifest" href="/site.webmanifest"');
      expect(head).toContain('<meta name="theme-color"');
      expect(head).toContain('type="application/rss+xml"');
      // Exactly one h1, in the markup itself.
      expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(body).toContain('href="/accessibility"');
    },
  );

  it('gives aliases the canonical URL of the page they spell', async () => {
    expect(headOf((await html('/feeStructure')).body)).toContain(
      `<link rel="canonical" href="${baseUrl()}/feestructure"/>`,
    );
  });

  it('sends the home page and the news list with their items already in the HTML', async () => {
    const home = (await (await fetch(`${baseUrl()}/bff/home`)).json()) as HomeData;
    const homeHtml = decode((await html('/')).body);
    expect(homeHtml).toContain(home.news[0]!.title);
    // The loader data the page hydrates from travels with it.
    // The school's identity (the root route's data, from the content folder) travels with it too.
    expect(homeHtml).toContain('<script type="application/json" id="router-data">{"loaderData":{"root":{"version":');
    expect(homeHtml).toMatch(/"loaderData":\{"root":\{"version".*\},"\/":\{"notifications":/);
    const news = (await (await fetch(`${baseUrl()}/bff/news`)).json()) as ListPage<NewsItem>;
    const newsHtml = decode((await html('/news')).body);
    for (const item of news.items.slice(0, 3)) expect(newsHtml).toContain(item.title);
  });

  it('gives each news item, event and notice a page whose HTML previews as that item', async () => {
    const news = (await (await fetch(`${baseUrl()}/bff/news?year=all`)).json()) as ListPage<NewsItem>;
    const events = (await (await fetch(`${baseUrl()}/bff/events?year=all`)).json()) as ListPage<EventItem>;
    const home = (await (await fetch(`${baseUrl()}/bff/home`)).json()) as HomeData;
    const withImage = events.items.find((e) => e.image)!;
    const notice = home.notifications.find((n) => n.image)!;
    const cases = [
      { path: `/news?id=${encodeURIComponent(news.items[0]!.id)}`, title: news.items[0]!.title, image: null },
      { path: `/events?id=${encodeURIComponent(withImage.id)}`, title: withImage.title, image: withImage.image },
      { path: `/?notice=${encodeURIComponent(notice.id)}`, title: notice.title, image: notice.image },
    ];
    for (const { path, title, image } of cases) {
      const { status, body } = await html(`${path}&utm_source=whatsapp`);
      expect(status, path).toBe(200);
      const head = decode(headOf(body));
      expect(head).toContain(`<meta property="og:title" content="${title} | ${school.name}"/>`);
      expect(head).toContain('<meta property="og:type" content="article"/>');
      expect(head).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
      if (image) expect(head).toContain(`<meta property="og:image" content="${baseUrl()}${image}?w=960"/>`);
      expect(decode(body.slice(body.indexOf('</head>')))).toContain(title);
    }
    const gone = await html('/news?id=no-such-item');
    expect(gone.status).toBe(404);
    expect(headOf(gone.body)).toContain('<meta name="robots" content="noindex"/>');
    expect(gone.body).toContain('This news item is no longer on the site.');
  });

  it('marks unknown pages as not found and keeps them out of the index', async () => {
    const { status, body } = await html('/no-such-page');
    expect(status).toBe(404);
    expect(headOf(body)).toContain('<meta name="robots" content="noindex"/>');
    expect(headOf(body)).not.toContain('rel="canonical"');
  });
});

describe('files for crawlers and phones', () => {
  it('serves robots.txt with the sitemap, and a sitemap of every page and album', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    // Every page, and each album at its own address; the album page without an id is a 404, not listed.
    for (const path of [...SPEC_ROUTES.filter((r) => r !== '/subGallery'), '/accessibility'])
      expect(sitemap).toContain(`<loc>${baseUrl()}${path}</loc>`);
    expect(sitemap).not.toContain(`<loc>${baseUrl()}/subGallery</loc>`);
    expect(sitemap).toMatch(/<loc>[^<]+\/subGallery\?id=[^<]+<\/loc>/);
  });

  it('serves the web app manifest with the school name and colours', async () => {
    const res = await fetch(`${baseUrl()}/site.webmanifest`);
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#12386b' });
    expect(String(manifest.name)).toContain('School');
  });

  it('serves the accessibility statement with the standard and how to report a problem', async () => {
    const body = decode((await html('/accessibility')).body);
    expect(body).toContain('WCAG) 2.2');
    expect(body).toContain('level AA');
    expect(body).toMatch(/mailto:[^"]+subject=Website%20accessibility/);
  });
});
