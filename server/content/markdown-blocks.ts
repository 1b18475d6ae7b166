import type { PdfKey, School } from '../../shared/content-schema.ts';
import { contentImageUrl } from '../../shared/links.ts';
import { pdfOf } from '../../shared/school-parts.ts';
import { escapeHtml as escape } from './html-escape.ts';
import { MarkdownError } from './markdown-error.ts';

// The fenced blocks a page may hold (map, people, pdf), filled from school.yaml.

const pdfUrl = (path: string) => `/${path.replace(/^public\//, '')}`;

export const EXTERNAL_MARK =
  ' <span class="external-mark" aria-hidden="true">↗</span><span class="visually-hidden">(opens in a new tab)</span>';

export function fenceBlock(kind: string, body: string, school: School, line: number): string {
  const words = body.split(/\s+/).filter(Boolean);
  switch (kind) {
    case 'map': {
      if (!school.map) throw new MarkdownError('the map block shows map: of school.yaml, which is not given', line);
      const { title, embedUrl, linkUrl } = school.map;
      return `<div class="map-embed"><iframe class="map-embed__frame" title="${escape(title)}" src="${escape(embedUrl)}" loading="lazy" referrerpolicy="no-referrer-when-downgrade" width="800" height="400" allowfullscreen></iframe><p><a class="button button--secondary" href="${escape(linkUrl)}" target="_blank" rel="noopener noreferrer">Open in maps${EXTERNAL_MARK}</a></p></div>\n`;
    }
    case 'people':
      if (!school.management?.length)
        throw new MarkdownError('the people block shows management: of school.yaml, which is not given', line);
      return `<ul class="people">${school.management
        .map(
          (p) =>
            `<li class="people__card">${p.photo ? `<img src="${escape(contentImageUrl(p.photo))}" alt="" width="160" height="160" loading="lazy" decoding="async">` : ''}<p class="people__name">${escape(p.name)}</p><p class="people__role">${escape(p.role)}</p></li>`,
        )
        .join('')}</ul>\n`;
    case 'pdf':
      return `<ul class="link-cards">${words
        .map((key) => {
          const pdf = pdfOf(school, key as PdfKey);
          if (!pdf)
            throw new MarkdownError(`the pdf block names "${key}", which is not under pdfs: in school.yaml`, line);
          return `<li class="link-card"><a class="link-card__link" href="${escape(pdfUrl(pdf.path))}" download>${escape(pdf.label)}</a></li>`;
        })
        .join('')}</ul>\n`;
    default:
      return '';
  }
}
