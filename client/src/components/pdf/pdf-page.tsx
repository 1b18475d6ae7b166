import type { ReactNode } from 'react';
import { fillWords } from '@shared/words.ts';
import { bff } from '@/config/paths.ts';
import { useWords } from '@/lib/site.ts';
import '@/styles/pdf.css';

export interface PdfPageProps {
  /** E.g. "Fee Structure 2025-2026"; names the frame and links. */
  title: string;
  /** The provider path, e.g. public/pdf/Fee-Structure-2025-2026.pdf. */
  path: string;
  intro?: ReactNode;
}

/** An embedded PDF under download and new-tab links (phones cannot show it inline). */
export function PdfPage({ title, path, intro }: PdfPageProps) {
  const words = useWords().common.pdf;
  const frameTitle = fillWords(words.frame, { title });
  const url = bff.media(path);
  const fileName = path.split('/').pop() ?? 'document.pdf';
  return (
    <div className="pdf-page">
      {intro ? <div className="lead">{intro}</div> : null}
      <div className="pdf-page__actions">
        <a className="button" href={url} download={fileName}>
          {words.download}
          <span className="visually-hidden">: {title}</span>
        </a>
        <a className="button button--secondary" href={url} target="_blank" rel="noopener noreferrer">
          {words.open}
          <span className="visually-hidden">: {frameTitle}</span>
        </a>
      </div>
      {/* Sized by pdf.css alone (a width attribute takes pixels, so width="100%" is no valid HTML). */}
      <iframe className="pdf-page__frame" title={frameTitle} src={url} />
    </div>
  );
}
