import { describe, expect, it } from 'vitest';
import { formNotSentPage, offlinePage, savedCopyNote } from './offline-pages.ts';
import { ENGLISH_OFFLINE, keptWords, offlineWordsFrom, type OfflineWords } from './site-words.ts';

const HINDI: OfflineWords = {
  lang: 'hi',
  text: { ...ENGLISH_OFFLINE.text, offlinePageTitle: 'आप ऑफ़लाइन हैं', offline: 'आप ऑफ़लाइन हैं।', home: 'मुखपृष्ठ' },
};

describe("the worker's pages in the school's words", () => {
  it('writes the offline page, the copy note and the "not sent" page in them, with their language', () => {
    const page = offlinePage({ words: HINDI, path: '/news', offline: true, pages: [], documents: [] });
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<h1>आप ऑफ़लाइन हैं</h1>');
    expect(savedCopyNote({ words: HINDI, savedAt: null, offline: true })).toContain('<strong>आप ऑफ़लाइन हैं।</strong>');
    const notSent = formNotSentPage('/Tc', true, HINDI);
    expect(notSent).toContain('<html lang="hi">');
    expect(notSent).toContain('<a href="/">मुखपृष्ठ</a>');
  });

  it('reads the words of /bff/site and of its own kept copy alike', () => {
    const site = { version: 'v', school: {}, words: { lang: 'hi', offline: HINDI.text, groups: {} } };
    expect(offlineWordsFrom(site)).toEqual(HINDI);
    expect(offlineWordsFrom(JSON.parse(JSON.stringify(keptWords(HINDI))))).toEqual(HINDI);
  });

  it('takes English for anything missing or malformed: no words, a bad language, a word not text or too long', () => {
    expect(offlineWordsFrom(null)).toEqual(ENGLISH_OFFLINE);
    expect(offlineWordsFrom({ words: 'hi' })).toEqual(ENGLISH_OFFLINE);
    const odd = offlineWordsFrom({
      words: {
        lang: 'hi"><script>',
        offline: { offline: 42, tryAgain: 'x'.repeat(501), home: ' ', savedOn: 'सहेजा गया {when}' },
      },
    });
    expect(odd.lang).toBe('en');
    expect(odd.text).toEqual({ ...ENGLISH_OFFLINE.text, savedOn: 'सहेजा गया {when}' });
  });
});
