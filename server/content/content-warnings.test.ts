import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.ts';
import { pagesOutsideMenu, pastSessionDocuments, placeholderLinks, unknownSection } from './content-warnings.ts';

const EXAMPLE = join(import.meta.dirname, '..', '..', 'content');

describe('what the office still has to do', () => {
  it('names the links of school.yaml left at example addresses', async () => {
    const { school } = await loadContent(EXAMPLE);
    expect(placeholderLinks(school).map((l) => l.split(' ')[0])).toEqual([
      'links.onlinePayment',
      'links.parentPortal',
      'links.portalHelp',
      'links.alumnaeForm',
      'links.mobileApp',
      'links.erpVendor',
    ]);
    expect(
      placeholderLinks({
        ...school,
        links: { ...school.links, onlinePayment: { label: 'Pay', href: 'https://pay.stcolumbas.in' } },
      }),
    ).not.toContain(expect.stringMatching(/^links\.onlinePayment /));
  });

  it('names the online registration form when it is left at an example address', async () => {
    const { school } = await loadContent(EXAMPLE);
    const admissions = school.admissions!;
    expect(
      placeholderLinks({
        ...school,
        admissions: { ...admissions, apply: { label: 'Register', href: 'https://forms.example.org/register' } },
      }),
    ).toContain('admissions.apply (https://forms.example.org/register)');
    expect(
      placeholderLinks({
        ...school,
        admissions: { ...admissions, apply: { label: 'Register', href: 'https://stcolumbas.in/register' } },
      }).join(),
    ).not.toContain('admissions');
  });

  it('names the PDFs whose session has ended, from the day after its 31 March', async () => {
    const { school } = await loadContent(EXAMPLE);
    // The example's fee structure and calendar are labelled 2026-2027; the time table names no session.
    expect(pastSessionDocuments(school, '2027-03-31')).toEqual([]);
    expect(pastSessionDocuments(school, '2027-04-01')).toEqual([
      'pdfs.feeStructure ("Fee Structure 2026-2027": the session 2026-2027 ended on 31 Mar 2027)',
      'pdfs.calendar ("Academic Calendar 2026-2027": the session 2026-2027 ended on 31 Mar 2027)',
    ]);
  });

  it("names the school's own pages no menu lists, and sections that are no menu group", async () => {
    const { pages } = await loadContent(EXAMPLE);
    expect(pagesOutsideMenu(pages.values())).toEqual([]);
    expect(pagesOutsideMenu([{ slug: 'transport' }, { slug: 'canteen', menu: 'about' }, { slug: 'rules' }])).toEqual([
      expect.stringMatching(
        /^pages\/transport\.md: \/transport is in no menu; add "menu: <group>" to its front matter \(one of: updates, about, /,
      ),
    ]);
    expect(unknownSection('Academics')).toBeNull();
    expect(unknownSection('Academcs')).toMatch(
      /^section: "Academcs" is none of the menu's groups \(Updates, About, Academics/,
    );
  });
});
