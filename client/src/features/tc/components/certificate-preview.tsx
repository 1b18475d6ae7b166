import type { Ref } from 'react';
import { fillWords } from '@shared/words.ts';
import { useWords } from '@/lib/site.ts';

/** The certificate in the sample's place, to download or print (tc-page.css prints it alone). */
export function CertificatePreview({
  certificate,
  ref,
}: {
  certificate: { url: string; name: string };
  ref: Ref<HTMLElement>;
}) {
  const T = useWords().forms.tc;
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
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {T.print}
        </button>
      </div>
    </section>
  );
}
