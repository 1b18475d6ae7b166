import { describe, expect, it } from 'vitest';
import { fileKind } from './links.ts';

describe('fileKind', () => {
  it.each([
    ['/bff/media/public/pdf/annual-day.pdf', 'PDF'],
    ['/bff/media/public/Images/news/Notice.PDF', 'PDF'],
    ['/bff/media/public/Images/x.jpeg?w=640', 'image'],
    ['/files/form.docx#page=2', 'Word'],
    ['/bff/media/public/files/readme', ''],
    ['/bff/media/public/files/archive.zip', ''],
  ])('%s is %j', (href, kind) => {
    expect(fileKind(href)).toBe(kind);
  });
});
