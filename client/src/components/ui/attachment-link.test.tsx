import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteWrapper, WithTestSite } from '@/testing/render-with-page.tsx';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import { AttachmentLink } from './attachment-link.tsx';

const PDF = '/bff/media/public/pdf/annual-day.pdf';

describe('AttachmentLink', () => {
  it("says the file's kind and size, and names the item for screen readers", () => {
    render(<AttachmentLink href={PDF} title="Annual Day" size={1_234_567} className="x" />, { wrapper: WithTestSite });
    const link = screen.getByRole('link', { name: 'View attachment: Annual Day (PDF, 1.2 MB, opens in a new tab)' });
    expect(link).toHaveTextContent('View attachment (PDF, 1.2 MB)');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("writes the kind and size in the school's words", () => {
    const links = {
      ...TEST_SITE.words.links,
      attachmentAbout: 'Pièce jointe ({about})',
      kinds: { pdf: 'PDF', image: 'image', word: 'document Word' },
      sizes: { bytes: '{n} octets', kb: '{n} Ko', mb: '{n} Mo', decimal: ',' },
    };
    const site = { ...TEST_SITE, words: { ...TEST_SITE.words, links } };
    const { rerender } = render(<AttachmentLink href={PDF} title="Fête" size={1_234_567} className="x" />, {
      wrapper: siteWrapper(site),
    });
    expect(screen.getByRole('link')).toHaveTextContent('Pièce jointe (PDF, 1,2 Mo)');
    rerender(<AttachmentLink href="/files/form.docx" title="Fête" size={850} className="x" />);
    expect(screen.getByRole('link')).toHaveTextContent('Pièce jointe (document Word, 850 octets)');
    // An unknown kind and no size: the plain words.
    rerender(<AttachmentLink href="/files/archive.zip" title="Fête" className="x" />);
    expect(screen.getByRole('link')).toHaveTextContent(TEST_SITE.words.links.attachment);
  });
});
