// A transfer certificate scan in the school's name: an SVG page made into a JPEG by sharp.
import sharp from 'sharp';
import type { DemoSchool } from './school-profile.ts';
import type { TcStudent } from './seed.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A transfer certificate scan. Text goes through the SVG renderer's fonts, which a bare server
 * may lack; the certificate still has its frame, seal and ruled fields without them.
 */
export async function renderTcCertificate(student: TcStudent, school: DemoSchool): Promise<Buffer> {
  return sharp(Buffer.from(tcCertificateSvg(student, school)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The disk cache's key for a TC scan: the school's words are part of its picture. */
export function tcCacheKey(student: TcStudent, school: DemoSchool): string {
  return `tc:v2:${school.name}:${school.place}:${student.admission}:${student.name}`;
}

/** The TC scan's picture, before it becomes a JPEG. */
export function tcCertificateSvg(student: TcStudent, school: DemoSchool): string {
  const width = 1240;
  const height = 1754;
  const rows = [
    ['Name of the pupil', student.name],
    ['Admission number', student.admission],
    ["Father's / Guardian's name", '-'],
    ['Date of admission', '-'],
    ['Class last studied', '-'],
    ['Whether qualified for promotion', 'Yes'],
    ['All dues paid up to', '-'],
    ['Conduct', 'Good'],
    ['Reason for leaving', "Parent's request"],
  ];
  const fields = rows
    .map(([label, value], i) => {
      const y = 560 + i * 100;
      return (
        `<text x="140" y="${y}" font-family="serif" font-size="30" fill="#222">${i + 1}. ${escapeXml(label!)}:</text>` +
        `<text x="700" y="${y}" font-family="serif" font-size="30" fill="#123">${escapeXml(value!)}</text>` +
        `<line x1="690" y1="${y + 12}" x2="1100" y2="${y + 12}" stroke="#777" stroke-width="2" stroke-dasharray="6 6"/>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#fbf7ea"/>` +
    `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#7a1f2b" stroke-width="14"/>` +
    `<rect x="70" y="70" width="${width - 140}" height="${height - 140}" fill="none" stroke="#c9a44c" stroke-width="4"/>` +
    `<circle cx="${width / 2}" cy="210" r="80" fill="#7a1f2b"/><circle cx="${width / 2}" cy="210" r="62" fill="#fbf7ea"/>` +
    `<path d="M${width / 2 - 30} 210 h60 M${width / 2} 180 v60" stroke="#7a1f2b" stroke-width="10"/>` +
    `<text x="${width / 2}" y="350" text-anchor="middle" font-family="serif" font-size="46" font-weight="bold" fill="#7a1f2b">${escapeXml(school.name.toUpperCase())}</text>` +
    `<text x="${width / 2}" y="400" text-anchor="middle" font-family="serif" font-size="26" fill="#333">${escapeXml(school.place)}</text>` +
    `<rect x="${width / 2 - 260}" y="430" width="520" height="64" fill="#7a1f2b"/>` +
    `<text x="${width / 2}" y="474" text-anchor="middle" font-family="serif" font-size="36" font-weight="bold" fill="#fff">TRANSFER CERTIFICATE</text>` +
    fields +
    `<circle cx="300" cy="1540" r="90" fill="none" stroke="#2b4a8a" stroke-width="6" opacity="0.7"/>` +
    `<line x1="800" y1="1560" x2="1100" y2="1560" stroke="#333" stroke-width="2"/>` +
    `<text x="950" y="1600" text-anchor="middle" font-family="serif" font-size="28" fill="#333">Principal</text>` +
    `</svg>`
  );
}
