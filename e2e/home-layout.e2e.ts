// Home's layout stability: the server cannot know the viewport or the motion
// setting, so what it sends is laid out by CSS for every case, and nothing moves once the script
// runs or the rest of the page is parsed.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, DESKTOP, PHONE } from './browser.ts';
import { carousels, homeOpener, pageIdle } from './home.ts';
import { REFUSED_SCRIPTS, useBrowser, useTestPages } from './site.ts';
import { waitForContent } from './waits.ts';

const browser = useBrowser();
const openPage = useTestPages(browser);
const openHome = homeOpener(openPage);

describe('layout stability', () => {
  // The server cannot know the viewport or the motion setting: the carousels arrive laid out by CSS
  // for every case, and the script must not move anything later.
  for (const [where, options] of [
    ['1280 px', DESKTOP],
    ['360 px', PHONE],
  ] as const) {
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      test(`nothing shifts while the page hydrates and its carousels start, at ${where}, motion: ${reducedMotion}`, async () => {
        const page = await openHome({ ...options, reducedMotion }, async (p) => {
          await p.addInitScript(() => {
            const shifts: string[] = [];
            (window as unknown as { shifts: string[] }).shifts = shifts;
            // From the frame after the one that ends parsing: a long document may be painted
            // half-parsed, and that frame reports what the parser moved since (once, the slider's
            // controls). The parser's moves are the cut-page test's below.
            const observer = new PerformanceObserver((list) => {
              type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
              const rect = (r: DOMRectReadOnly) =>
                `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
              for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Source[] }>) {
                const nodes = (entry.sources ?? []).map((source) => {
                  const el = source.node instanceof Element ? source.node : null;
                  const where = el?.closest('[aria-label]')?.getAttribute('aria-label') ?? '';
                  return `${el ? `${el.tagName.toLowerCase()}.${el.className}` : '?'} in "${where}" ${rect(source.previousRect)} → ${rect(source.currentRect)}`;
                });
                shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
              }
            });
            document.addEventListener('DOMContentLoaded', () => {
              requestAnimationFrame(() => requestAnimationFrame(() => observer.observe({ type: 'layout-shift' })));
              // Says whether the emulated motion setting had reached the page (once it had not).
              (window as unknown as { reduceAtParse: boolean }).reduceAtParse = matchMedia(
                '(prefers-reduced-motion: reduce)',
              ).matches;
            });
          });
        });
        // As Lighthouse measures: the load, without scrolling, until every carousel is hydrated and
        // the page has nothing left to do (layout shifts are reported after the frame that made them).
        await page.waitForFunction(() => {
          const list = [...document.querySelectorAll('.home-page [aria-roledescription="carousel"]')];
          return list.length > 0 && list.every((c) => c.getAttribute('data-live') === 'true');
        });
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await pageIdle(page);
        const seen = await page.evaluate(() => {
          const w = window as unknown as { shifts: string[]; reduceAtParse: boolean };
          return {
            shifts: w.shifts,
            reduceAtParse: w.reduceAtParse,
            reduceNow: matchMedia('(prefers-reduced-motion: reduce)').matches,
          };
        });
        expect(
          seen.shifts,
          `layout shifts (reduced motion matched at parse: ${seen.reduceAtParse}, now: ${seen.reduceNow})`,
        ).toEqual([]);
      });
    }

    // Layout shifts count only inside the viewport; this also covers the carousels further down.
    test(`at ${where}, the carousels the server sends are laid out as the script shows them`, async () => {
      /** Per carousel: its height, where its controls start and their width, then left, width and height of each slide shown, in px. */
      const geometry = (page: Page) =>
        carousels(page).evaluateAll((list) =>
          list.map((carousel) => {
            const box = carousel.querySelector('.carousel__viewport')!.getBoundingClientRect();
            const shown = [...carousel.querySelectorAll('.carousel__slide')]
              .map((slide) => slide.getBoundingClientRect())
              .filter((r) => r.left >= box.left - 1 && r.right <= box.right + 1)
              .flatMap((r) => [r.left - box.left, r.width, r.height]);
            const whole = carousel.getBoundingClientRect();
            const controls = carousel.querySelector('.carousel__controls')!.getBoundingClientRect();
            return {
              label: carousel.getAttribute('aria-label'),
              sizes: [whole.height, controls.left - whole.left, controls.width, ...shown],
            };
          }),
        );
      const still = await openPage({ ...options, reducedMotion: 'reduce', javaScriptEnabled: false });
      await still.page.goto(`${baseUrl()}/`);
      const served = await geometry(still.page);
      still.expected.push(REFUSED_SCRIPTS);
      const page = await openHome({ ...options, reducedMotion: 'reduce' });
      await waitForContent(page, '.home-news__item');
      const live = await geometry(page);
      const differences = served.flatMap((s, i) => {
        const l = live[i];
        const same =
          l?.label === s.label &&
          l.sizes.length === s.sizes.length &&
          l.sizes.every((v, j) => Math.abs(v - s.sizes[j]!) <= 2.5);
        const px = (sizes: number[]) => sizes.map(Math.round).join(' ');
        return same
          ? []
          : [`${s.label}: served ${px(s.sizes)}, scripted ${l ? `${l.label} ${px(l.sizes)}` : 'missing'}`];
      });
      expect(live.length).toBe(served.length);
      expect(differences, 'carousels that move once the script runs').toEqual([]);
    });

    // A slow phone paints a page before it is all parsed. Cut just after a carousel's first button,
    // the page has its controls and none of its slides: they must already sit where they will stay.
    test(`at ${where}, a page painted before a carousel's slides are parsed has its controls where they stay`, async () => {
      const html = await (await fetch(`${baseUrl()}/`)).text();
      const starts = [...html.matchAll(/class="carousel__controls"/g)].map((m) => m.index);
      expect(starts.length, 'carousels in the served page').toBe(6);
      /** How far below the top of its carousel each carousel's controls start, in px. */
      const controlsOffsets = async (body?: string) => {
        const opened = await openPage({ ...options, javaScriptEnabled: false });
        if (body !== undefined) {
          await opened.page.route(`${baseUrl()}/`, (route) => route.fulfill({ contentType: 'text/html', body }));
        }
        await opened.page.goto(`${baseUrl()}/`);
        const offsets = await opened.page
          .locator('.carousel__controls')
          .evaluateAll((list) =>
            list.map((el) => el.getBoundingClientRect().top - el.parentElement!.getBoundingClientRect().top),
          );
        opened.expected.push(REFUSED_SCRIPTS);
        return offsets;
      };
      const whole = await controlsOffsets();
      const moved: string[] = [];
      for (const [index, start] of starts.entries()) {
        const cut = html.indexOf('</button>', start) + '</button>'.length;
        const partial = (await controlsOffsets(html.slice(0, cut)))[index]!;
        if (Math.abs(whole[index]! - partial) > 1) {
          moved.push(`carousel ${index + 1}: ${Math.round(partial)} → ${Math.round(whole[index]!)} px`);
        }
      }
      expect(moved, 'controls that move once their slides are parsed').toEqual([]);
    });
  }
});
