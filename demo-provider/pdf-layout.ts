// The PDFs' drawing: A4 pages, the school's letterhead, wrapped paragraphs, bullets and ruled tables
// in the standard fonts, so pdfs.ts holds only what each document says.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { DemoSchool } from './school-profile.ts';

export const A4: [number, number] = [595.28, 841.89];
export const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
export const MARGIN = 50;
export const MAROON = rgb(0.48, 0.12, 0.17);
export const GREY = rgb(0.35, 0.35, 0.35);
export const BLACK = rgb(0.1, 0.1, 0.1);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** The standard fonts speak WinAnsi only; typographic punctuation is folded to ASCII. */
export function safe(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
}

export function rupees(n: number): string {
  return n === 0 ? '-' : n.toLocaleString('en-IN');
}

export async function newDoc(
  school: DemoSchool,
  title: string,
  subject: string,
  dated: Date,
): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setAuthor(school.name);
  doc.setCreator('SchoolERP Document Service');
  doc.setProducer('SchoolERP');
  doc.setCreationDate(dated);
  doc.setModificationDate(dated);
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  return { doc, fonts };
}

export function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = BLACK): void {
  const t = safe(text);
  const width = font.widthOfTextAtSize(t, size);
  page.drawText(t, { x: (page.getWidth() - width) / 2, y, size, font, color });
}

/** School letterhead; returns the y below it. */
export function letterhead(page: PDFPage, fonts: Fonts, school: DemoSchool): number {
  const top = page.getHeight() - MARGIN;
  page.drawCircle({ x: MARGIN + 22, y: top - 20, size: 22, borderColor: MAROON, borderWidth: 3 });
  page.drawLine({
    start: { x: MARGIN + 12, y: top - 20 },
    end: { x: MARGIN + 32, y: top - 20 },
    thickness: 3,
    color: MAROON,
  });
  page.drawLine({
    start: { x: MARGIN + 22, y: top - 30 },
    end: { x: MARGIN + 22, y: top - 10 },
    thickness: 3,
    color: MAROON,
  });
  centered(page, school.name.toUpperCase(), top - 14, fonts.bold, 18, MAROON);
  centered(page, school.letterhead, top - 32, fonts.regular, 10, GREY);
  page.drawLine({
    start: { x: MARGIN, y: top - 46 },
    end: { x: page.getWidth() - MARGIN, y: top - 46 },
    thickness: 1.5,
    color: MAROON,
  });
  return top - 70;
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of safe(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Wrapped paragraph; returns the y below it. */
export function paragraph(
  page: PDFPage,
  text: string,
  y: number,
  font: PDFFont,
  size = 11.5,
  x = MARGIN,
  width?: number,
): number {
  const w = width ?? page.getWidth() - x - MARGIN;
  let cursor = y;
  for (const line of wrap(text, font, size, w)) {
    page.drawText(line, { x, y: cursor, size, font, color: BLACK });
    cursor -= size * 1.45;
  }
  return cursor - size * 0.4;
}

export function bullets(page: PDFPage, items: readonly string[], y: number, fonts: Fonts, size = 11): number {
  let cursor = y;
  for (const item of items) {
    page.drawText('-', { x: MARGIN + 4, y: cursor, size, font: fonts.regular });
    cursor = paragraph(page, item, cursor, fonts.regular, size, MARGIN + 16);
  }
  return cursor;
}

/** A ruled table; the first row is the header. Returns the y below it. */
export function table(
  page: PDFPage,
  rows: readonly (readonly string[])[],
  widths: readonly number[],
  y: number,
  fonts: Fonts,
  size = 10,
): number {
  const x0 = MARGIN;
  const total = widths.reduce((a, b) => a + b, 0);
  let cursor = y;
  rows.forEach((row, r) => {
    const font = r === 0 ? fonts.bold : fonts.regular;
    const cells = row.map((cell, c) => wrap(cell, font, size, widths[c]! - 8));
    const height = Math.max(...cells.map((lines) => lines.length)) * size * 1.3 + 8;
    if (r === 0) page.drawRectangle({ x: x0, y: cursor - height, width: total, height, color: rgb(0.93, 0.88, 0.8) });
    let x = x0;
    cells.forEach((lines, c) => {
      lines.forEach((line, i) =>
        page.drawText(line, { x: x + 4, y: cursor - 4 - size - i * size * 1.3, size, font, color: BLACK }),
      );
      x += widths[c]!;
    });
    page.drawRectangle({ x: x0, y: cursor - height, width: total, height, borderColor: GREY, borderWidth: 0.6 });
    let divider = x0;
    for (const w of widths.slice(0, -1)) {
      divider += w;
      page.drawLine({
        start: { x: divider, y: cursor },
        end: { x: divider, y: cursor - height },
        thickness: 0.6,
        color: GREY,
      });
    }
    cursor -= height;
  });
  return cursor - 16;
}

export function footer(page: PDFPage, fonts: Fonts, text: string): void {
  page.drawText(safe(text), { x: MARGIN, y: 30, size: 8.5, font: fonts.italic, color: GREY });
}
