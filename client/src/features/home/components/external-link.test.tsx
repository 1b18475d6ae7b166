import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithTestSite } from '@/testing/render-with-page.tsx';
import { ExternalLink, safeHref } from './external-link.tsx';

describe('ExternalLink', () => {
  it('opens in a new tab without an opener and says so to screen readers', () => {
    render(<ExternalLink href="https://cisce.org">CISCE Website</ExternalLink>, { wrapper: WithTestSite });
    const link = screen.getByRole('link', { name: 'CISCE Website (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for a script or protocol-relative URL from provider data', () => {
    const { container } = render(<ExternalLink href="javascript:alert(1)">Open link</ExternalLink>, {
      wrapper: WithTestSite,
    });
    expect(container).toBeEmptyDOMElement();
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
  });

  it('accepts web, mail and phone links and same-site paths', () => {
    expect(safeHref('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHref('/bff/media/public/pdf/a.pdf')).toBe('/bff/media/public/pdf/a.pdf');
    expect(safeHref('mailto:office@example.org')).toBe('mailto:office@example.org');
    expect(safeHref('tel:+915322401984')).toBe('tel:+915322401984');
    expect(safeHref(null)).toBeNull();
  });
});
