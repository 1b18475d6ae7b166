import { describe, expect, it } from 'vitest';
import { formNotSentPage, offlinePage, savedCopyNote } from './offline-pages.ts';
import { ENGLISH_OFFLINE, keptWords, offlineWordsFrom, whiteReadsOn, type OfflineWords } from './site-words.ts';

const HINDI: OfflineWords = {
  lang: 'hi',
  text: {
    ...ENGLISH_OFFLINE.text,
    offlinePageTitle: 'आप ऑफ़लाइन हैं',
    offline: 'आप ऑफ़लाइन हैं।',
    home: 'मुखपृष्ठ',
    callPhone: '{phone} पर कॉल करें',
    savedTime: '{date}, {time} बजे',
  },
  dates: {
    short: { ...ENGLISH_OFFLINE.dates.short, november: 'नव॰' },
    formats: { ...ENGLISH_OFFLINE.dates.formats, day: '{day} {month} {year} को' },
  },
  school: { name: 'संत कोलंबा स्कूल', themeColor: '#1d3a6b', phone: { display: '03642 507788', tel: '+913642507788' } },
};

describe("the worker's pages in the school's words", () => {
  it('writes the offline page, the copy note and the "not sent" page in them, with their language', () => {
    const page = offlinePage({ words: HINDI, path: '/news', offline: true, pages: [], documents: [] });
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain('<h1>आप ऑफ़लाइन हैं</h1>');
    expect(savedCopyNote({ words: HINDI, savedAt: null, offline: true })).toContain('<strong>आप ऑफ़लाइन हैं।</strong>');
    const saved = new Date('2026-11-26T04:10:00Z');
    expect(savedCopyNote({ words: HINDI, savedAt: saved, offline: true, timeZone: 'Asia/Kolkata' })).toContain(
      '26 नव॰ 2026 को, 09:40 बजे',
    );
    const notSent = formNotSentPage('/Tc', true, HINDI);
    expect(notSent).toContain('<html lang="hi">');
    expect(notSent).toContain('<a href="/">मुखपृष्ठ</a>');
    expect(notSent).toContain('<a class="button call" href="tel:+913642507788">03642 507788 पर कॉल करें</a>');
  });

  it('reads the words of /bff/site and of its own kept copy alike', () => {
    const school = { ...HINDI.school, shortName: 'SCDS', founded: 1900, email: 'office@school.example' };
    const site = {
      version: 'v',
      school,
      words: {
        lang: 'hi',
        offline: HINDI.text,
        dates: { short: HINDI.dates.short, formats: HINDI.dates.formats, months: {} },
        groups: {},
      },
    };
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

  it("keeps only the school's parts that are well-formed: a name, a colour white reads on, a dialable phone", () => {
    const school = (given: unknown) => offlineWordsFrom({ school: given }).school;
    expect(school(null)).toEqual({});
    expect(school('St. Columba')).toEqual({});
    expect(school({ name: ' ', themeColor: '#1d3a6b;}body{x', phone: { display: '1', tel: 'javascript:x' } })).toEqual(
      {},
    );
    expect(school({ name: 'x'.repeat(201), themeColor: '#ffd700', phone: { tel: '+913642507788' } })).toEqual({});
    expect(
      school({ name: 'A', themeColor: '#1D3A6B', phone: { display: '0364', tel: '0364250' }, email: 'x' }),
    ).toEqual({ name: 'A', themeColor: '#1D3A6B', phone: { display: '0364', tel: '0364250' } });
  });

  it('tells the colours white text reads on at 4.5:1', () => {
    expect(whiteReadsOn('#1d3a6b')).toBe(true);
    expect(whiteReadsOn('#767676')).toBe(true);
    expect(whiteReadsOn('#777777')).toBe(false);
    expect(whiteReadsOn('#fff')).toBe(false);
  });
});
