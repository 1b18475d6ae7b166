import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bff } from '@/config/paths.ts';
import { siteWrapper, WithTestSite } from '@/testing/render-with-page.tsx';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import { PdfPage } from './pdf-page.tsx';

describe('PdfPage', () => {
  const path = 'public/pdf/Fee-Structure-2025-2026.pdf';

  it('embeds the PDF from /bff/media in a titled frame sized by CSS alone', () => {
    render(<PdfPage title="Fee Structure 2025-2026" path={path} intro="Fees for every class." />, {
      wrapper: WithTestSite,
    });
    const frame = screen.getByTitle('Fee Structure 2025-2026 (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    // pdf.css gives its width and its 800 px (a width attribute takes pixels, never "100%").
    expect(frame).not.toHaveAttribute('width');
    expect(frame).not.toHaveAttribute('height');
    expect(frame).toHaveAttribute('src', bff.media(path));
    expect(frame.getAttribute('src')).toBe('/bff/media/public/pdf/Fee-Structure-2025-2026.pdf');
    expect(screen.getByText('Fees for every class.')).toBeInTheDocument();
  });

  it('offers a visible download link and an open-in-new-tab link', () => {
    render(<PdfPage title="Fee Structure 2025-2026" path={path} />, { wrapper: WithTestSite });
    const download = screen.getByRole('link', { name: /^Download PDF/ });
    expect(download).toHaveAccessibleName('Download PDF: Fee Structure 2025-2026');
    expect(download).toHaveAttribute('href', bff.media(path));
    expect(download).toHaveAttribute('download', 'Fee-Structure-2025-2026.pdf');
    const open = screen.getByRole('link', { name: /^Open in new tab/ });
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('href', bff.media(path));
  });

  it("names its buttons and frame in the school's words", () => {
    const pdf = { download: 'पीडीएफ़ डाउनलोड करें', open: 'नए टैब में खोलें', frame: '{title} (पीडीएफ़)' };
    const site = { ...TEST_SITE, words: { ...TEST_SITE.words, common: { ...TEST_SITE.words.common, pdf } } };
    render(<PdfPage title="शुल्क" path={path} />, { wrapper: siteWrapper(site) });
    expect(screen.getByRole('link', { name: 'पीडीएफ़ डाउनलोड करें: शुल्क' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नए टैब में खोलें: शुल्क (पीडीएफ़)' })).toBeInTheDocument();
    expect(screen.getByTitle('शुल्क (पीडीएफ़)').tagName).toBe('IFRAME');
  });
});
