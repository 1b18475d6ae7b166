import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_WORDS } from '@shared/words.ts';
import { CertificatePreview } from './certificate-preview.tsx';

vi.mock('@/lib/site.ts', () => ({ useWords: () => ENGLISH_WORDS }));

const certificate = { url: 'data:image/jpeg;base64,/9j/4AAQ', name: 'Asha Thomas' };

describe('CertificatePreview rendered on the server (as a page answering a post without scripts)', () => {
  it('shows the image and a Download link that work without scripts, and no Print button that would not', () => {
    const html = renderToString(<CertificatePreview certificate={certificate} ref={null} />);
    expect(html).toContain('src="data:image/jpeg;base64,/9j/4AAQ"');
    expect(html).toContain('alt="Transfer certificate of Asha Thomas"');
    expect(html).toMatch(/<a class="button" href="data:image\/jpeg;base64,\/9j\/4AAQ" download="tc.jpg">Download<\/a>/);
    expect(html).not.toContain('<button');
  });
});
