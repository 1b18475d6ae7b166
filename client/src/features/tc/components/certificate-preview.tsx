import type { Ref } from 'react';
import { fillWords } from '@shared/words.ts';
import { useBrowserValue } from '@/lib/in-browser.ts';
import { useWords } from '@/lib/site.ts';

/**
 * The certificate in the sample's place, to download or print (tc-page.css prints it alone). The Print
 * button needs scripts, so it appears once they run; without them the browser's own Print does.
 */
export function CertificatePreview({
  certificate,
  ref,
}: {
  certificate: { url: string; name: string };
  ref: Ref<HTMLElement>;
}) {
  const T = useWords().forms.tc;
  const scripted = useBrowserValue(
    () => true,
    () => false,
  );
  return (
    <section ref={ref} className="tc-preview" tabIndex={-1} aria-labelledby="tc-preview-heading">
      <h2 id="tc-preview-heading" className="tc-page__heading">
        {T.found}
      </h2>
      <img
        className="tc-preview__image"
        src={certificate.url}
        alt={fillWords(T.foundImage, { name: certificate.name })}
      />
      <div className="tc-preview__actions">
        <a className="button" href={certificate.url} download="tc.jpg">
          {T.download}
        </a>
        {scripted ? (
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            {T.print}
          </button>
        ) : null}
      </div>
    </section>
  );
}
