import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@shared/messages.ts';
import type { SiteData } from '@shared/content-schema.ts';
import { errorResponse, stubFetch } from '@/components/filters/filters-test-utils.tsx';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import { pageHeading, renderAt, serveBff, serveBffInEachTest } from './router.fixtures.tsx';

serveBffInEachTest();

// A school's own words for the site's fixed ones (words.yaml), where a visitor meets them.
const { words } = TEST_SITE;
const SITE: SiteData = {
  ...TEST_SITE,
  words: {
    ...words,
    lang: 'hi',
    notFound: 'पृष्ठ नहीं मिला',
    groups: { ...words.groups, prospectus: 'प्रवेश' },
    pages: { ...words.pages, '/outFit': 'पोशाक' },
    header: { ...words.header, menu: 'मेन्यू' },
    common: {
      ...words.common,
      skipToContent: 'सामग्री पर जाएँ',
      search: { ...words.common.search, label: 'साइट में खोजें', button: 'खोजें' },
      notFound: {
        ...words.common.notFound,
        whereNext: 'आप कहाँ जाना चाहेंगे?',
        homePage: 'मुखपृष्ठ',
        gone: { ...words.common.notFound.gone, news: 'यह समाचार अब साइट पर नहीं है।' },
      },
      errors: { ...words.common.errors, loadFailedHeading: 'इस पृष्ठ की सामग्री नहीं आ सकी', tryAgain: 'फिर कोशिश करें' },
    },
    forms: {
      ...words.forms,
      messages: { ...words.forms.messages, providerUnavailable: 'स्कूल की सेवा अभी उत्तर नहीं दे रही।' },
    },
  },
};

describe("the site's fixed words in the school's words", () => {
  it('names menu groups and pages by them', async () => {
    serveBff(SITE);
    renderAt('/', SITE);
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('button', { name: 'प्रवेश' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'पोशाक', hidden: true })).toHaveAttribute('href', '/outFit');
  });

  it('names the Menu button and its search box by them', async () => {
    serveBff(SITE);
    renderAt('/', SITE);
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
    expect(within(menu).getByRole('search', { name: 'मेन्यू', hidden: true })).toBeInTheDocument();
  });

  it('names the skip link and the search box by them', async () => {
    serveBff(SITE);
    renderAt('/', SITE);
    expect(await screen.findByRole('link', { name: 'सामग्री पर जाएँ' })).toHaveAttribute('href', '#main');
    const boxes = screen.getAllByRole('searchbox', { name: 'साइट में खोजें', hidden: true });
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toHaveAttribute('placeholder', 'साइट में खोजें');
    expect(screen.getAllByRole('button', { name: 'खोजें', hidden: true }).length).toBe(boxes.length);
  });

  it('says a shared news item is gone in them', async () => {
    serveBff(SITE);
    renderAt('/news?id=gone', SITE);
    expect(await screen.findByText(/^यह समाचार अब साइट पर नहीं है।/)).toBeInTheDocument();
  });

  it('says "not found" and where to go next in them', async () => {
    serveBff(SITE);
    renderAt('/no-such-page', SITE);
    expect(await pageHeading()).toHaveTextContent('पृष्ठ नहीं मिला');
    expect(screen.getByRole('heading', { level: 2, name: 'आप कहाँ जाना चाहेंगे?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुखपृष्ठ' })).toHaveAttribute('href', '/');
  });

  it("tells a failed load, and the server's English reason, in them", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveBff(SITE);
    stubFetch((url) =>
      url === '/bff/site' ? new Response(JSON.stringify(SITE)) : errorResponse(502, MESSAGES.providerUnavailable),
    );
    renderAt('/news', SITE);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('इस पृष्ठ की सामग्री नहीं आ सकी');
    expect(alert).toHaveTextContent('स्कूल की सेवा अभी उत्तर नहीं दे रही।');
    expect(within(alert).getByRole('button', { name: 'फिर कोशिश करें' })).toBeInTheDocument();
    error.mockRestore();
  });
});
