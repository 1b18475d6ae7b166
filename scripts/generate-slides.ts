// Draws the example school's eight committed slider scenes into content/images/slides/slide-{1..8}.webp
// at 1280 px (the server resizes via ?w=). Deterministic: seeded, no text or fonts.
//
//   node scripts/generate-slides.ts [--out DIR]

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bookcase,
  canvas,
  cloud,
  flask,
  linear,
  pick,
  r1,
  radial,
  random,
  runAsScript,
  tree,
  windows,
  writeWebp,
  type Written,
} from './lib/svg-scenes.ts';

const WIDTH = 1280;
const HEIGHT = 560;

const DEFAULT_OUT = fileURLToPath(new URL('../content/images/slides/', import.meta.url));

const svg = canvas(WIDTH, HEIGHT);

/** 1. The main building with a clock tower at sunrise. */
function mainBuilding(): string {
  const defs =
    linear('sky', ['#f6b38a', '#f9d9a8', '#cfe6f2']) +
    linear('lawn', ['#7fb35a', '#4f8a3c']) +
    radial('sun', '#fff3c4', '#ffd27a');
  const wing = (x: number) =>
    `<rect x="${x}" y="250" width="330" height="170" fill="#b5533c"/><rect x="${x}" y="240" width="330" height="14" fill="#8f3f2d"/>` +
    windows(x + 22, 272, 7, 2, 28, 48, 17, 26, '#fbe9c8', true);
  const body =
    `<rect width="1280" height="560" fill="url(#sky)"/><circle cx="1040" cy="150" r="150" fill="url(#sun)"/><circle cx="1040" cy="150" r="58" fill="#fff1c1"/>` +
    cloud(220, 110, 1.2) +
    cloud(760, 80, 0.9) +
    `<rect y="410" width="1280" height="150" fill="url(#lawn)"/>` +
    wing(230) +
    wing(720) +
    `<rect x="560" y="190" width="160" height="230" fill="#a34a35"/><path d="M548 192L640 120L732 192z" fill="#7c3526"/>` +
    `<rect x="600" y="60" width="80" height="140" fill="#b5533c"/><path d="M592 64L640 10L688 64z" fill="#7c3526"/>` +
    `<circle cx="640" cy="105" r="26" fill="#fff8e6" stroke="#7c3526" stroke-width="5"/><path d="M640 105V88M640 105L652 112" stroke="#3b2a20" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M608 420V330a32 32 0 0 1 64 0V420z" fill="#5a2a1e"/>` +
    windows(585, 215, 3, 1, 26, 40, 17, 0, '#fbe9c8', true) +
    `<path d="M600 560L630 420H650L680 560z" fill="#d9c6a3"/>` +
    tree(120, 430, 1.3) +
    tree(1160, 430, 1.4) +
    tree(1060, 440, 0.9, '#4b8b41', '#357033');
  return svg(defs, body);
}

/** 2. The library: shelves of books and a reading table. */
function library(): string {
  const rand = random(2);
  const defs =
    linear('wall', ['#f3e3c7', '#e8cfa6']) +
    linear('floor', ['#9c6b43', '#7a4f30']) +
    radial('lamp', '#fff4c2', '#ffe08a');
  const books = bookcase(rand, 40, 40, 300) + bookcase(rand, 360, 40, 300) + bookcase(rand, 940, 40, 300);
  const body =
    `<rect width="1280" height="560" fill="url(#wall)"/>` +
    `<rect x="700" y="70" width="200" height="260" rx="8" fill="#cfe6f2" stroke="#8a5a36" stroke-width="10"/><path d="M800 70V330M700 200H900" stroke="#8a5a36" stroke-width="8"/>` +
    books +
    `<rect y="440" width="1280" height="120" fill="url(#floor)"/>` +
    `<circle cx="640" cy="360" r="120" fill="url(#lamp)" opacity="0.7"/>` +
    `<rect x="430" y="410" width="420" height="22" rx="4" fill="#5a3520"/><rect x="455" y="430" width="16" height="110" fill="#4a2d1a"/><rect x="810" y="430" width="16" height="110" fill="#4a2d1a"/>` +
    `<path d="M620 408V350M600 350h40l-10-28h-20z" fill="#2f5d3a" stroke="#2f5d3a" stroke-width="6"/>` +
    `<path d="M500 408l40-10 40 10-40 6z" fill="#f7f2e6" stroke="#c9b99a" stroke-width="2"/><rect x="700" y="388" width="70" height="20" fill="#1f4e79"/><rect x="706" y="372" width="60" height="16" fill="#a33c2f"/>`;
  return svg(defs, body);
}

/** 3. A science laboratory: flasks, test tubes and a microscope. */
function laboratory(): string {
  const rand = random(3);
  const defs = linear('wall', ['#dff1f4', '#c4e3ea']) + linear('bench', ['#3d4a56', '#2b343d']);
  let tiles = '';
  for (let y = 0; y < 330; y += 40)
    for (let x = (y / 40) % 2 ? 0 : -30; x < 1280; x += 60)
      tiles += `<rect x="${x}" y="${y}" width="58" height="38" fill="#ffffff" opacity="0.22"/>`;
  let bubbles = '';
  for (let i = 0; i < 18; i++)
    bubbles += `<circle cx="${r1(520 + rand() * 60)}" cy="${r1(200 + rand() * 150)}" r="${r1(3 + rand() * 7)}" fill="#7fd1c7" opacity="0.6"/>`;
  const tube = (x: number, c: string) =>
    `<rect x="${x}" y="300" width="18" height="90" rx="9" fill="#f4fbfd" stroke="#8fb3bd" stroke-width="3"/><rect x="${x + 2}" y="345" width="14" height="43" rx="7" fill="${c}"/>`;
  const body =
    `<rect width="1280" height="560" fill="url(#wall)"/>` +
    tiles +
    `<rect x="80" y="60" width="260" height="170" rx="10" fill="#ffffff" stroke="#9fb9c2" stroke-width="6"/><circle cx="210" cy="145" r="52" fill="none" stroke="#e07a5f" stroke-width="6"/><circle cx="210" cy="145" r="10" fill="#e07a5f"/><ellipse cx="210" cy="145" rx="90" ry="30" fill="none" stroke="#1982c4" stroke-width="5"/><ellipse cx="210" cy="145" rx="90" ry="30" fill="none" stroke="#8ac926" stroke-width="5" transform="rotate(60 210 145)"/>` +
    `<rect y="400" width="1280" height="160" fill="url(#bench)"/><rect y="392" width="1280" height="16" fill="#56636f"/>` +
    flask(560, 392, 1.6, '#2ec4b6') +
    flask(360, 392, 1.1, '#ff9f1c') +
    bubbles +
    `<rect x="740" y="290" width="140" height="12" rx="4" fill="#6c7a86"/>` +
    tube(755, '#e71d36') +
    tube(790, '#8ac926') +
    tube(825, '#1982c4') +
    `<g fill="#2b343d"><rect x="990" y="370" width="150" height="24" rx="6"/><rect x="1045" y="250" width="26" height="130"/><path d="M1030 240l70-90 22 16-70 90z"/><rect x="1085" y="130" width="40" height="26" rx="6" transform="rotate(38 1105 143)"/><rect x="1010" y="320" width="110" height="12"/></g>` +
    `<circle cx="1070" cy="350" r="9" fill="#7fd1c7"/>`;
  return svg(defs, body);
}

/** 4. The sports field: running track, goalposts and pennants. */
function sportsField(): string {
  const rand = random(4);
  const defs = linear('sky', ['#7cc0ea', '#cfe9f7']) + linear('grass', ['#6fbf4d', '#3f8f32']);
  let crowd = '';
  for (let x = 30; x < 1250; x += 16)
    crowd += `<circle cx="${x + rand() * 6}" cy="${r1(196 + rand() * 8)}" r="7" fill="${pick(rand, ['#7a1f2b', '#1f4e79', '#f2c14e', '#ffffff', '#2f6b3a'])}"/>`;
  let stripes = '';
  for (let i = 0; i < 8; i++)
    stripes += `<rect x="${i * 160}" y="250" width="80" height="310" fill="#ffffff" opacity="0.06"/>`;
  let flags = '';
  for (let x = 60; x < 1240; x += 70)
    flags += `<path d="M${x} 150l24 0-12 20z" fill="${pick(rand, ['#e63946', '#f1c40f', '#2a9d8f', '#457b9d'])}"/>`;
  const body =
    `<rect width="1280" height="560" fill="url(#sky)"/>` +
    cloud(300, 80, 1) +
    cloud(980, 60, 1.3) +
    `<path d="M0 150Q640 120 1280 150" fill="none" stroke="#ffffff" stroke-width="2"/>` +
    flags +
    `<rect y="180" width="1280" height="60" fill="#8795a1"/>` +
    crowd +
    `<rect y="214" width="1280" height="36" fill="#6b7783"/>` +
    `<rect y="250" width="1280" height="310" fill="url(#grass)"/>` +
    stripes +
    `<ellipse cx="640" cy="420" rx="600" ry="130" fill="none" stroke="#c0573e" stroke-width="70"/>` +
    `<ellipse cx="640" cy="420" rx="600" ry="130" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="2 0" opacity="0.8"/>` +
    `<ellipse cx="640" cy="420" rx="578" ry="112" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/><ellipse cx="640" cy="420" rx="622" ry="148" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/>` +
    `<ellipse cx="640" cy="420" rx="120" ry="36" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.9"/><path d="M640 330V510" stroke="#ffffff" stroke-width="3" opacity="0.9"/>` +
    `<g fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round"><path d="M150 430V350H240V430"/><path d="M1040 430V350H1130V430"/></g>` +
    `<g fill="none" stroke="#e9edf0" stroke-width="1.5" opacity="0.7"><path d="M160 360H230M160 380H230M160 400H230M1050 360H1120M1050 380H1120M1050 400H1120"/></g>` +
    `<circle cx="660" cy="440" r="13" fill="#ffffff" stroke="#222" stroke-width="3"/>`;
  return svg(defs, body);
}

/** 5. The chapel under a clear sky. */
function chapel(): string {
  const defs =
    linear('sky', ['#5aa7de', '#bfe1f5']) +
    linear('ground', ['#86b85f', '#5d9444']) +
    linear('wall', ['#f2ead9', '#e0d3ba'], false);
  const body =
    `<rect width="1280" height="560" fill="url(#sky)"/>` +
    cloud(200, 120, 1.4) +
    cloud(1050, 90, 1.1) +
    cloud(700, 60, 0.7) +
    `<rect y="420" width="1280" height="140" fill="url(#ground)"/>` +
    `<rect x="420" y="250" width="440" height="180" fill="url(#wall)"/><path d="M400 258L640 130L880 258z" fill="#8c3b2e"/>` +
    `<rect x="585" y="110" width="110" height="180" fill="#efe5d0"/><path d="M575 116L640 48L705 116z" fill="#8c3b2e"/>` +
    `<path d="M640 14V50M624 28H656" stroke="#d4a017" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="640" cy="170" r="30" fill="#3d6fb6" stroke="#8c3b2e" stroke-width="6"/><path d="M640 140V200M610 170H670M619 149L661 191M661 149L619 191" stroke="#f2c14e" stroke-width="3"/>` +
    windows(460, 300, 3, 1, 34, 80, 26, 0, '#3d6fb6', true) +
    windows(718, 300, 3, 1, 34, 80, 26, 0, '#3d6fb6', true) +
    `<path d="M605 430V345a35 35 0 0 1 70 0V430z" fill="#6b3a22"/>` +
    `<rect x="560" y="430" width="160" height="10" fill="#cfc3aa"/><rect x="540" y="440" width="200" height="10" fill="#bfb398"/>` +
    `<path d="M580 560L610 450H670L700 560z" fill="#d9c6a3"/>` +
    tree(250, 440, 1.5) +
    tree(1030, 440, 1.6, '#4b8b41', '#357033') +
    tree(140, 450, 0.9) +
    tree(1160, 450, 1);
  return svg(defs, body);
}

/** 6. A smart classroom: a digital board and rows of desks. */
function classroom(): string {
  const defs =
    linear('wall', ['#fbf1de', '#f0dfbf']) +
    linear('floor', ['#c79a6b', '#a97a4f']) +
    linear('board', ['#1d3557', '#274c77']) +
    linear('light', ['#fff8d6', '#fff8d600'], false);
  const desk = (x: number, y: number, s: number) =>
    `<path d="M${x} ${y}h${150 * s}l${-14 * s} ${30 * s}h${-122 * s}z" fill="#8a5a36"/><rect x="${x + 8 * s}" y="${y + 30 * s}" width="${8 * s}" height="${50 * s}" fill="#5a3a22"/><rect x="${x + 134 * s}" y="${y + 30 * s}" width="${8 * s}" height="${50 * s}" fill="#5a3a22"/><rect x="${x + 40 * s}" y="${y - 50 * s}" width="${70 * s}" height="${42 * s}" rx="${6 * s}" fill="#1f4e79"/>`;
  let desks = '';
  for (const [row, y, s] of [
    [0, 390, 1],
    [1, 460, 1.25],
  ] as const) {
    const n = row === 0 ? 5 : 4;
    const span = 150 * s + (row === 0 ? 70 : 90);
    const start = (1280 - (n * span - (span - 150 * s))) / 2;
    for (let i = 0; i < n; i++) desks += desk(start + i * span, y, s);
  }
  const body =
    `<rect width="1280" height="560" fill="url(#wall)"/>` +
    `<rect x="40" y="50" width="170" height="240" rx="6" fill="#cfe6f2" stroke="#a97a4f" stroke-width="10"/><path d="M125 50V290M40 170H210" stroke="#a97a4f" stroke-width="6"/>` +
    `<path d="M210 60L560 380H380L210 280z" fill="url(#light)" opacity="0.5"/>` +
    `<rect x="380" y="50" width="520" height="260" rx="10" fill="#2b2b2b"/><rect x="394" y="64" width="492" height="232" rx="4" fill="url(#board)"/>` +
    `<rect x="420" y="90" width="200" height="120" rx="6" fill="#ffffff" opacity="0.12"/><path d="M430 190l40-50 36 30 40-60 54 80z" fill="#8ecae6"/>` +
    `<circle cx="740" cy="150" r="52" fill="none" stroke="#ffb703" stroke-width="14"/><path d="M740 150V98A52 52 0 0 1 790 160z" fill="#fb8500"/>` +
    `<g fill="#ffffff" opacity="0.6"><rect x="420" y="230" width="160" height="10" rx="5"/><rect x="420" y="252" width="110" height="10" rx="5"/><rect x="660" y="230" width="190" height="10" rx="5"/><rect x="660" y="252" width="140" height="10" rx="5"/></g>` +
    `<rect x="950" y="80" width="260" height="180" rx="6" fill="#e9dcc3" stroke="#a97a4f" stroke-width="6"/><g fill="#7a1f2b" opacity="0.75"><rect x="975" y="105" width="90" height="60" rx="4"/><rect x="1085" y="105" width="100" height="60" rx="4" fill="#2f6b3a"/><rect x="975" y="180" width="210" height="55" rx="4" fill="#c9822b"/></g>` +
    `<rect y="330" width="1280" height="230" fill="url(#floor)"/>` +
    desks;
  return svg(defs, body);
}

/** 7. Music and the arts: keyboard, staff and notes. */
function music(): string {
  const rand = random(7);
  const defs = linear('bg', ['#3a1c5c', '#6a2c70', '#b83b5e']) + radial('glow', '#ffd166', '#ffd16600');
  let keys = '';
  const kw = 1280 / 28;
  for (let i = 0; i < 28; i++)
    keys += `<rect x="${r1(i * kw)}" y="400" width="${r1(kw - 3)}" height="160" rx="4" fill="#fdfaf2"/>`;
  for (let i = 0; i < 27; i++)
    if (![2, 6, 9, 13, 16, 20, 23].includes(i % 28))
      keys += `<rect x="${r1(i * kw + kw * 0.68)}" y="400" width="${r1(kw * 0.6)}" height="96" rx="3" fill="#1d1d24"/>`;
  let staff = '';
  for (let l = 0; l < 5; l++)
    staff += `<path d="M0 ${150 + l * 18}C320 ${110 + l * 18} 640 ${210 + l * 18} 1280 ${140 + l * 18}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.45"/>`;
  let notes = '';
  for (let i = 0; i < 11; i++) {
    const x = 90 + i * 110 + rand() * 30;
    const y = 150 + rand() * 90;
    const c = pick(rand, ['#ffd166', '#ffffff', '#f4a261', '#9bf6ff']);
    notes += `<ellipse cx="${r1(x)}" cy="${r1(y + 60)}" rx="15" ry="11" transform="rotate(-20 ${r1(x)} ${r1(y + 60)})" fill="${c}"/><path d="M${r1(x + 13)} ${r1(y + 56)}V${r1(y)}" stroke="${c}" stroke-width="4"/>`;
    if (i % 3 === 0)
      notes += `<path d="M${r1(x + 13)} ${r1(y)}q24 10 18 34" fill="none" stroke="${c}" stroke-width="4"/>`;
  }
  const body =
    `<rect width="1280" height="560" fill="url(#bg)"/><circle cx="1020" cy="120" r="220" fill="url(#glow)" opacity="0.45"/><circle cx="220" cy="300" r="180" fill="url(#glow)" opacity="0.25"/>` +
    staff +
    notes +
    `<rect y="388" width="1280" height="14" fill="#1d1d24"/>` +
    keys;
  return svg(defs, body);
}

/** 8. Annual day at night: the school lit up under stars and fireworks. */
function annualDay(): string {
  const rand = random(8);
  const defs = linear('sky', ['#0b1026', '#1b2452', '#3a2f6b']) + radial('moon', '#fffbe6', '#fffbe600');
  let stars = '';
  for (let i = 0; i < 90; i++)
    stars += `<circle cx="${r1(rand() * 1280)}" cy="${r1(rand() * 300)}" r="${r1(0.8 + rand() * 1.8)}" fill="#ffffff" opacity="${r1(0.4 + rand() * 0.6)}"/>`;
  const burst = (x: number, y: number, rad: number, c: string) => {
    let out = '';
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      out += `<path d="M${r1(x + Math.cos(a) * rad * 0.3)} ${r1(y + Math.sin(a) * rad * 0.3)}L${r1(x + Math.cos(a) * rad)} ${r1(y + Math.sin(a) * rad)}" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;
    }
    return `<g opacity="0.9">${out}</g>`;
  };
  let lights = '';
  for (let i = 0; i <= 24; i++) {
    const x = 60 + i * 48;
    const y = 250 + Math.sin((i / 24) * Math.PI * 4) * -18 + 20;
    lights += `<circle cx="${r1(x)}" cy="${r1(y)}" r="5" fill="${pick(rand, ['#ffd166', '#ef476f', '#06d6a0', '#118ab2'])}"/>`;
  }
  let lit = '';
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 18; c++)
      lit += `<rect x="${250 + c * 44}" y="${345 + r * 50}" width="22" height="30" rx="2" fill="${rand() > 0.25 ? '#ffd98a' : '#3b3357'}"/>`;
  const body =
    `<rect width="1280" height="560" fill="url(#sky)"/>` +
    stars +
    `<circle cx="1120" cy="90" r="90" fill="url(#moon)" opacity="0.6"/><circle cx="1120" cy="90" r="34" fill="#fff6d5"/>` +
    burst(300, 120, 80, '#ef476f') +
    burst(560, 80, 60, '#ffd166') +
    burst(860, 130, 90, '#06d6a0') +
    `<path d="M60 270Q360 300 660 265T1260 270" fill="none" stroke="#2b2b40" stroke-width="2"/>` +
    lights +
    `<rect x="220" y="320" width="840" height="140" fill="#2a2342"/><rect x="560" y="250" width="160" height="210" fill="#241e3a"/><path d="M550 254L640 196L730 254z" fill="#1c1730"/>` +
    lit +
    `<path d="M612 460V400a28 28 0 0 1 56 0V460z" fill="#ffcf70"/>` +
    `<rect y="460" width="1280" height="100" fill="#141a2e"/><path d="M560 560L610 460H670L720 560z" fill="#3a3350"/>` +
    tree(140, 470, 1.2, '#1f3b2c', '#16301f') +
    tree(1150, 470, 1.3, '#1f3b2c', '#16301f');
  return svg(defs, body);
}

export const SCENES = [mainBuilding, library, laboratory, sportsField, chapel, classroom, music, annualDay] as const;

export async function generateSlides(outDir: string = DEFAULT_OUT): Promise<Written[]> {
  const written: Written[] = [];
  for (const [i, scene] of SCENES.entries())
    written.push(await writeWebp(join(outDir, `slide-${i + 1}.webp`), scene()));
  return written;
}

await runAsScript(import.meta.url, 'generate-slides', DEFAULT_OUT, generateSlides);
