// Draws the example school's committed content-page illustrations (Infrastructure, Outfit) into
// content/images/<section>/<name>.webp at 1280 x 800, sharing generate-slides.ts's helpers. Seeded,
// no text or fonts, so every run gives the same output. A real school replaces them with photographs.
//
//   node scripts/generate-illustrations.ts [--out DIR]

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
  writeWebp,
  type Written,
} from './lib/svg-scenes.ts';

const WIDTH = 1280;
const HEIGHT = 800;

const DEFAULT_OUT = fileURLToPath(new URL('../content/images/', import.meta.url));

const svg = canvas(WIDTH, HEIGHT);

type Point = readonly [number, number];

const points = (list: readonly Point[]) => list.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
const polygon = (list: readonly Point[], fill: string, extra = '') =>
  `<polygon points="${points(list)}" fill="${fill}"${extra}/>`;
/** The scale fitting `size` units into `space` pixels. */
const fit = (space: number, size: number) => Math.round((space / size) * 10000) / 10000;
const line = ([x0, y0]: Point, [x1, y1]: Point, stroke: string, width: number, extra = '') =>
  `<path d="M${r1(x0)} ${r1(y0)}L${r1(x1)} ${r1(y1)}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;

/** A pinhole camera at height `eye` looking along +z, so rooms are described in metres. */
function camera(focal: number, eye: number, horizon: number) {
  const at = (x: number, y: number, z: number): Point => [
    WIDTH / 2 + (focal * x) / z,
    horizon + (focal * (eye - y)) / z,
  ];
  const scale = (z: number) => focal / z;
  return { at, scale, eye };
}
type Camera = ReturnType<typeof camera>;

/** A wall, floor or ceiling rectangle from two opposite corners (their shared coordinate names the plane). */
function face(cam: Camera, a: readonly [number, number, number], b: readonly [number, number, number]): Point[] {
  const [x0, y0, z0] = a;
  const [x1, y1, z1] = b;
  if (x0 === x1) return [cam.at(x0, y0, z0), cam.at(x0, y0, z1), cam.at(x0, y1, z1), cam.at(x0, y1, z0)];
  if (y0 === y1) return [cam.at(x0, y0, z0), cam.at(x1, y0, z0), cam.at(x1, y0, z1), cam.at(x0, y0, z1)];
  return [cam.at(x0, y0, z0), cam.at(x1, y0, z0), cam.at(x1, y1, z0), cam.at(x0, y1, z0)];
}

/** A solid block's visible faces (convex, so they never overlap and order does not matter). */
function block(
  cam: Camera,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  front: string,
  top: string,
  side = front,
): string {
  let out = '';
  if (x0 > 0) out += polygon(face(cam, [x0, y0, z0], [x0, y1, z1]), side);
  if (x1 < 0) out += polygon(face(cam, [x1, y0, z0], [x1, y1, z1]), side);
  if (y1 < cam.eye) out += polygon(face(cam, [x0, y1, z0], [x1, y1, z1]), top);
  return out + polygon(face(cam, [x0, y0, z0], [x1, y1, z0]), front);
}

interface RoomColors {
  back: string;
  left: string;
  right: string;
  floor: string;
  ceiling: string;
}

/** A box room whose back wall is `depth` from the camera. */
function room(cam: Camera, width: number, height: number, depth: number, c: RoomColors): string {
  const w = width / 2;
  const near = 0.2;
  return (
    polygon(face(cam, [-w, 0, near], [-w, height, depth]), c.left) +
    polygon(face(cam, [w, 0, near], [w, height, depth]), c.right) +
    polygon(face(cam, [-w, 0, near], [w, 0, depth]), c.floor) +
    polygon(face(cam, [-w, height, near], [w, height, depth]), c.ceiling) +
    polygon(face(cam, [-w, 0, depth], [w, height, depth]), c.back)
  );
}

/** A rectangle on the back wall (facing the camera, so it stays one). */
function wallRect(cam: Camera, z: number, x0: number, x1: number, y0: number, y1: number) {
  const [left, top] = cam.at(x0, y1, z);
  const [right, bottom] = cam.at(x1, y0, z);
  return { x: r1(left), y: r1(top), w: r1(right - left), h: r1(bottom - top) };
}

// ---------------------------------------------------------------------------------------------
// People: flat, faceless front views, feet at (0, 0) in a 570-unit frame, placed by transform.

interface Figure {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'plaits' | 'plait' | 'bun';
  ribbon?: string;
  headR?: number;
  shirt: string;
  fullSleeves?: boolean;
  over?: { kind: 'blazer' | 'pullover' | 'tunic' | 'kurta'; fill: string; trim?: string };
  tie?: string;
  lower: 'shorts' | 'trousers' | 'skirt' | 'long-skirt';
  lowerFill: string;
  belt?: string;
  socks: string;
  longSocks?: boolean;
  shoes: string;
  reach?: boolean;
  /** Leg length, 1 for an adult. */
  legs?: number;
  bag?: string;
}

const SHIRT_SHADE = '#d9e1ea';

/** `color` (#rrggbb) darkened by `factor`, for edges against the same colour. */
function shade(color: string, factor: number): string {
  const n = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((n >> shift) & 255) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function figure(x: number, ground: number, s: number, f: Figure): string {
  const R = f.headR ?? 46;
  // Shorter legs: the upper body moves down by `drop`.
  const drop = r1(300 * (1 - (f.legs ?? 1)));
  const cy = -470 - R * 0.82;
  let legs = `<ellipse cx="0" cy="4" rx="96" ry="14" fill="#000000" opacity="0.12"/>`;
  for (const side of [-1, 1]) {
    const lx = side * 24;
    legs += `<path d="M${side * 22} ${-300 + drop}L${lx} -22" stroke="${f.skin}" stroke-width="30"/>`;
    legs += `<path d="M${lx} ${f.longSocks ? -150 : -58}V-18" stroke="${f.socks}" stroke-width="32"/>`;
    legs += `<path d="M${lx - 20 + side * 6} 0V-14Q${lx - 20 + side * 6} -28 ${lx + side * 6} -28Q${lx + 24 + side * 6} -28 ${lx + 24 + side * 6} -12V0Z" fill="${f.shoes}"/><rect x="${lx - 21 + side * 6}" y="-6" width="46" height="6" rx="3" fill="#000000" opacity="0.4"/>`;
  }

  let out = '';
  if (f.bag) out += `<rect x="-74" y="-430" width="148" height="170" rx="30" fill="${f.bag}"/>`;
  if (f.hairStyle === 'bun') out += `<circle cx="0" cy="${r1(cy - R * 1.02)}" r="${r1(R * 0.42)}" fill="${f.hair}"/>`;

  // Shirt, lower garment over its hem, collar and tie; a blazer or pullover leaves the neck's V.
  out += `<path d="M-64 -414Q-64 -442 -40 -444H40Q64 -442 64 -414L58 -300H-58Z" fill="${f.shirt}"/>`;
  if (!f.over && f.shirt === '#ffffff')
    out += `<path d="M26 -396h22v24q-11 5 -22 0z" fill="none" stroke="${SHIRT_SHADE}" stroke-width="3"/>`;
  const hem = -18 - drop;
  const lower = {
    shorts: 'M-58 -312H58L66 -200H5L0 -248L-5 -200H-66Z',
    trousers: `M-58 -312H58L52 ${hem}H6L0 -246L-6 ${hem}H-52Z`,
    skirt: 'M-56 -312H56L84 -160H-84Z',
    'long-skirt': `M-56 -312H56L88 ${hem + 2}H-88Z`,
  }[f.lower];
  out += `<path d="${lower}" fill="${f.lowerFill}"/>`;
  if (f.lower === 'skirt')
    out += `<path d="M-28 -300L-40 -162M0 -300V-162M28 -300L40 -162" stroke="#000000" stroke-width="3" opacity="0.18"/>`;
  if (f.lower === 'trousers')
    out += `<path d="M-28 -290V${hem - 2}M28 -290V${hem - 2}" stroke="#000000" stroke-width="2" opacity="0.15"/>`;
  out += `<rect x="-13" y="${r1(cy + R * 0.6)}" width="26" height="${r1(-444 - cy - R * 0.6 + 10)}" fill="${f.skin}"/><path d="M-13 -452h26v10h-26z" fill="#000000" opacity="0.12"/>`;
  const over = f.over;
  if (over?.kind !== 'kurta') {
    out += `<path d="M-2 -446L-22 -448L-30 -430L-8 -416Z" fill="${f.shirt}" stroke="${SHIRT_SHADE}" stroke-width="2"/><path d="M2 -446L22 -448L30 -430L8 -416Z" fill="${f.shirt}" stroke="${SHIRT_SHADE}" stroke-width="2"/>`;
  }
  if (f.tie)
    out += `<path d="M-8 -442H8L6 -428H-6Z" fill="${f.tie}"/><path d="M-6 -428H6L12 -344L0 -330L-12 -344Z" fill="${f.tie}"/>`;
  if (f.belt && !over) {
    out += `<rect x="-58" y="-316" width="116" height="14" fill="${f.belt}"/><rect x="-12" y="-318" width="24" height="18" rx="3" fill="#c9ced6" stroke="${f.belt}" stroke-width="3"/>`;
  }
  if (over?.kind === 'tunic') {
    out += `<path d="M-50 -446H-26Q0 -380 26 -446H50L56 -306L92 -156H-92L-56 -306Z" fill="${over.fill}"/>`;
    out += `<path d="M-30 -296L-46 -160M0 -296V-158M30 -296L46 -160" stroke="#000000" stroke-width="3" opacity="0.15"/>`;
    if (f.belt) out += `<rect x="-57" y="-318" width="114" height="14" fill="${f.belt}"/>`;
  } else if (over?.kind === 'blazer') {
    out += `<path d="M-68 -412Q-68 -446 -42 -448H-16L0 -352L16 -448H42Q68 -446 68 -412L66 -246H6L0 -258L-6 -246H-66Z" fill="${over.fill}"/>`;
    out += `<path d="M-16 -448L0 -352L-26 -396L-30 -444Z" fill="#000000" opacity="0.25"/><path d="M16 -448L0 -352L26 -396L30 -444Z" fill="#000000" opacity="0.25"/>`;
    out += `<circle cx="0" cy="-330" r="5" fill="#f2b705"/><circle cx="0" cy="-296" r="5" fill="#f2b705"/>`;
    out += `<path d="M-58 -290h30M28 -290h30" stroke="#000000" stroke-width="4" opacity="0.25"/>`;
    // The crest on the breast pocket.
    out += `<path d="M30 -404l9 -3 9 3v9c0 7 -4 11 -9 14c-5 -3 -9 -7 -9 -14z" fill="${over.trim ?? '#12386b'}" stroke="#f2b705" stroke-width="3"/>`;
  } else if (over?.kind === 'pullover') {
    out += `<path d="M-66 -414Q-66 -444 -42 -446H-20L0 -390L20 -446H42Q66 -444 66 -414L62 -282H-62Z" fill="${over.fill}"/>`;
    out += `<path d="M-20 -446L0 -390L20 -446" fill="none" stroke="${over.trim ?? '#ffffff'}" stroke-width="5" opacity="0.7"/><rect x="-62" y="-300" width="124" height="18" fill="#000000" opacity="0.18"/>`;
  } else if (over?.kind === 'kurta') {
    out += `<path d="M-64 -414Q-64 -442 -40 -444H-12L0 -420L12 -444H40Q64 -442 64 -414L70 -200H-70Z" fill="${over.fill}"/>`;
    out += `<path d="M0 -420V-370" stroke="#000000" stroke-width="3" opacity="0.2"/><path d="M-70 -214H70" stroke="${over.trim ?? '#ffffff'}" stroke-width="6" opacity="0.7"/>`;
  }
  if (f.bag)
    out += `<path d="M-44 -440L-40 -320M44 -440L40 -320" stroke="${f.bag}" stroke-width="14" stroke-linecap="round"/>`;

  // Sleeve over arm, then hand; a darker rim sets a sleeve apart from a same-coloured body.
  const sleeveColor =
    over?.kind === 'blazer' || over?.kind === 'pullover' || over?.kind === 'kurta' ? over.fill : f.shirt;
  const long = f.fullSleeves || over?.kind === 'blazer' || over?.kind === 'pullover';
  for (const side of [-1, 1]) {
    const raised = f.reach && side === 1;
    const sx = side * (over ? 62 : 58);
    const hand: Point = raised ? [190, -540] : [side * (over ? 86 : 80), -270];
    const along = (t: number) => `${r1(sx + (hand[0] - sx) * t)} ${r1(-424 + (hand[1] + 424) * t)}`;
    out += `<path d="M${sx} -424L${hand[0]} ${hand[1]}" stroke="${f.skin}" stroke-width="26" stroke-linecap="round"/>`;
    if (long) {
      if (over)
        out += `<path d="M${sx} -424L${along(0.92)}" stroke="${f.shirt}" stroke-width="28" stroke-linecap="round"/>`;
      const end = along(over ? 0.75 : 0.9);
      if (over)
        out += `<path d="M${sx} -424L${end}" stroke="${shade(sleeveColor, 0.6)}" stroke-width="38" stroke-linecap="round"/>`;
      out += `<path d="M${sx} -424L${end}" stroke="${sleeveColor}" stroke-width="34" stroke-linecap="round"/>`;
    } else {
      out += `<path d="M${sx} -424L${along(0.42)}" stroke="${sleeveColor}" stroke-width="38" stroke-linecap="round"/>`;
    }
    out += `<circle cx="${hand[0]}" cy="${hand[1]}" r="16" fill="${f.skin}"/>`;
  }

  // The head: no face; the hair tells figures apart.
  out += `<circle cx="${r1(-R * 0.96)}" cy="${r1(cy + 4)}" r="${r1(R * 0.2)}" fill="${f.skin}"/><circle cx="${r1(R * 0.96)}" cy="${r1(cy + 4)}" r="${r1(R * 0.2)}" fill="${f.skin}"/>`;
  out += `<circle cx="0" cy="${r1(cy)}" r="${R}" fill="${f.skin}"/>`;
  const cap = (sides: number, edge: string) =>
    `<path d="M${r1(-R * 1.06)} ${r1(cy + R * sides)}A${r1(R * 1.06)} ${r1(R * (1.12 + sides))} 0 0 1 ${r1(R * 1.06)} ${r1(cy + R * sides)}${edge}Z" fill="${f.hair}"/>`;
  if (f.hairStyle === 'short') {
    out += cap(
      0.05,
      `L${r1(R * 0.98)} ${r1(cy - R * 0.05)}Q${r1(R * 0.75)} ${r1(cy - R * 0.6)} ${r1(R * 0.3)} ${r1(cy - R * 0.64)}L${r1(R * 0.12)} ${r1(cy - R * 0.46)}Q${r1(-R * 0.5)} ${r1(cy - R * 0.56)} ${r1(-R * 0.98)} ${r1(cy)}`,
    );
  } else {
    out += cap(
      0.25,
      `L${r1(R * 0.98)} ${r1(cy + R * 0.25)}Q${r1(R * 0.75)} ${r1(cy - R * 0.62)} 0 ${r1(cy - R * 0.66)}Q${r1(-R * 0.75)} ${r1(cy - R * 0.62)} ${r1(-R * 0.98)} ${r1(cy + R * 0.25)}`,
    );
  }
  const plait = (side: number, length: number) => {
    let p = '';
    const px = side * R * 0.95;
    const y0 = cy + R * 0.45;
    for (let i = 0; i < length; i++) {
      const ex = r1(px + side * i * 1.5);
      const ey = r1(y0 + i * 19);
      p += `<ellipse cx="${ex}" cy="${ey}" rx="10" ry="15" transform="rotate(${i % 2 ? 28 : -28} ${ex} ${ey})" fill="${f.hair}"/>`;
    }
    const bx = r1(px + side * length * 1.5);
    const by = r1(y0 + length * 19 - 4);
    const ribbon = f.ribbon ?? f.hair;
    return (
      p +
      `<path d="M${bx} ${by + 6}l-7 26h14z" fill="${f.hair}"/><path d="M${bx} ${by}l-17 -10v20zM${bx} ${by}l17 -10v20z" fill="${ribbon}"/><circle cx="${bx}" cy="${by}" r="6" fill="${ribbon}"/>`
    );
  };
  if (f.hairStyle === 'plaits') out += plait(-1, 5) + plait(1, 5);
  if (f.hairStyle === 'plait') out += plait(-1, 7);

  const upper = drop ? `<g transform="translate(0 ${drop})">${out}</g>` : out;
  return `<g transform="translate(${r1(x)} ${r1(ground)}) scale(${s})">${legs}${upper}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Infrastructure

/** The audio-visual room: rows of seats facing a documentary. */
function audioVisualRoom(): string {
  const rand = random(21);
  const cam = camera(700, 2.4, 280);
  const depth = 7;
  const defs =
    linear('avWall', ['#2d3858', '#222a44']) +
    linear('avFloor', ['#3e1a24', '#6b2a35']) +
    linear('film', ['#8ecae6', '#cfe9f7', '#fde7c0']) +
    radial('glow', '#fdf2d0', '#fdf2d0') +
    radial('sconce', '#ffd98a', '#ffd98a');
  let body = room(cam, 10, 4.2, depth, {
    back: 'url(#avWall)',
    left: '#1d2540',
    right: '#1d2540',
    floor: 'url(#avFloor)',
    ceiling: '#151a2c',
  });

  // Acoustic panels with wall lights between.
  for (const x of [-5, 5]) {
    for (let z = 1.2; z < 6.6; z += 1.1) {
      body += polygon(face(cam, [x, 0.9, z], [x, 3.5, z + 0.8]), '#29334f');
      const [gx, gy] = cam.at(x, 2.9, z + 0.95);
      const r = cam.scale(z + 0.95) * 0.35;
      body += `<circle cx="${r1(gx)}" cy="${r1(gy)}" r="${r1(r)}" fill="url(#sconce)" opacity="0.55"/><circle cx="${r1(gx)}" cy="${r1(gy)}" r="${r1(r * 0.18)}" fill="#ffe2a0"/>`;
    }
  }

  // The screen: mountains, lake and sun.
  const screen = wallRect(cam, depth, -3.1, 3.1, 1.4, 4.0);
  const sw = screen.w;
  const sh = screen.h;
  body += `<ellipse cx="640" cy="${r1(screen.y + sh / 2)}" rx="${r1(sw * 0.75)}" ry="${r1(sh * 0.9)}" fill="url(#glow)" opacity="0.22"/>`;
  const curtain = (x0: number, x1: number) => {
    const c = wallRect(cam, depth, x0, x1, 0.45, 4.2);
    let folds = '';
    for (let i = 1; i < 4; i++)
      folds += `<rect x="${r1(c.x + (c.w * i) / 4 - 3)}" y="${c.y}" width="6" height="${c.h}" fill="#000000" opacity="0.22"/>`;
    return `<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" fill="#7a1f2b"/>${folds}`;
  };
  body += curtain(-3.9, -3.2) + curtain(3.2, 3.9);
  const valance = wallRect(cam, depth, -4.2, 4.2, 3.95, 4.2);
  body += `<rect x="${valance.x}" y="${valance.y}" width="${valance.w}" height="${valance.h}" fill="#5e1621"/>`;
  body += `<rect x="${screen.x - 6}" y="${screen.y - 6}" width="${r1(sw + 12)}" height="${r1(sh + 12)}" fill="#0e1220"/>`;
  let birds = '';
  for (let i = 0; i < 5; i++) {
    const bx = r1(sw * (0.18 + rand() * 0.3));
    const by = r1(sh * (0.12 + rand() * 0.2));
    birds += `<path d="M${bx} ${by}q6 -6 12 0q6 -6 12 0" fill="none" stroke="#35506e" stroke-width="2.5"/>`;
  }
  body +=
    `<g transform="translate(${screen.x} ${screen.y}) scale(${fit(sw, 620)} ${fit(sh, 260)})">` +
    `<rect width="620" height="260" fill="url(#film)"/><circle cx="470" cy="92" r="34" fill="#ffd166"/><circle cx="470" cy="92" r="54" fill="#ffd166" opacity="0.25"/>` +
    `<path d="M0 190L90 104L150 150L250 70L340 168L420 116L520 176L620 124V260H0Z" fill="#5a7fb0"/>` +
    `<path d="M90 104L112 125L98 122L84 128L70 123ZM250 70L278 98L262 94L246 102L228 92Z" fill="#ffffff"/>` +
    `<path d="M0 214Q140 170 300 204T620 190V260H0Z" fill="#4f8a3c"/><rect y="226" width="620" height="34" fill="#3d85c6"/>` +
    `<path d="M380 236h120M420 246h70M120 240h90" stroke="#ffffff" stroke-width="3" opacity="0.5"/>${birds}</g>`;
  for (const x of [-4.6, 4.6]) {
    const sp = wallRect(cam, depth, x - 0.3, x + 0.3, 2.4, 3.4);
    body += `<rect x="${sp.x}" y="${sp.y}" width="${sp.w}" height="${sp.h}" rx="4" fill="#0e1220"/><circle cx="${r1(sp.x + sp.w / 2)}" cy="${r1(sp.y + sp.h * 0.32)}" r="${r1(sp.w * 0.22)}" fill="#2d3858"/><circle cx="${r1(sp.x + sp.w / 2)}" cy="${r1(sp.y + sp.h * 0.72)}" r="${r1(sp.w * 0.3)}" fill="#2d3858"/>`;
  }
  body += block(cam, -4.4, 4.4, 0, 0.45, 6.1, depth, '#4a2d1a', '#6b4226');
  body += block(cam, 2.9, 3.5, 0.45, 1.55, 6.35, 6.7, '#5a3520', '#7a4f30', '#4a2d1a');

  for (let z = 2; z < 6.5; z += 1.5) {
    for (const x of [-2.5, 0, 2.5]) {
      const [lx, ly] = cam.at(x, 4.2, z);
      body += `<ellipse cx="${r1(lx)}" cy="${r1(ly)}" rx="${r1(cam.scale(z) * 0.12)}" ry="${r1(cam.scale(z) * 0.035)}" fill="#ffe9b8" opacity="0.7"/>`;
    }
  }

  // Far rows first, so each hides the one behind.
  const hairs = ['#231b17', '#2f241d', '#3a2a20', '#1c1612'];
  for (const z of [5.3, 4.5, 3.7, 2.9, 2.1]) {
    const k = cam.scale(z);
    for (const side of [-1, 1]) {
      const band = face(cam, [side * 0.55, 0, z + 0.06], [side * 4.95, 0.42, z + 0.06]);
      body += polygon(band, '#1a0b10', ' opacity="0.7"');
    }
    for (let i = 0; i < 7; i++) {
      for (const side of [-1, 1]) {
        const cx = side * (0.88 + i * 0.62);
        if (rand() < 0.5) {
          // Close behind the seat back, or perspective slides the sitter off it at the sides.
          const [px, py] = cam.at(cx - 0.19, 1.16, z + 0.05);
          const [hx, hy] = cam.at(cx, 1.25, z + 0.05);
          const ks = cam.scale(z + 0.05);
          body += `<rect x="${r1(px)}" y="${r1(py)}" width="${r1(ks * 0.38)}" height="${r1(ks * 0.4)}" rx="${r1(ks * 0.1)}" fill="#dfe6ee"/><circle cx="${r1(hx)}" cy="${r1(hy)}" r="${r1(ks * 0.1)}" fill="${pick(rand, hairs)}"/>`;
        }
        const [x0, y0] = cam.at(cx - 0.27, 1.05, z);
        const [x1, y1] = cam.at(cx + 0.27, 0.42, z);
        body += `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(x1 - x0)}" height="${r1(y1 - y0)}" rx="${r1(k * 0.08)}" fill="#a33c2f"/><rect x="${r1(x0 + k * 0.03)}" y="${r1(y0 + k * 0.03)}" width="${r1(x1 - x0 - k * 0.06)}" height="${r1(k * 0.09)}" rx="${r1(k * 0.04)}" fill="#c4523f"/>`;
      }
    }
    for (const side of [-1, 1]) {
      const [lx, ly] = cam.at(side * 0.5, 0.02, z - 0.25);
      body += `<circle cx="${r1(lx)}" cy="${r1(ly)}" r="${r1(k * 0.035)}" fill="#ffb347"/>`;
    }
  }
  return svg(defs, body);
}

/** A microscope at (x, base) facing left; `flip` faces it right. */
function microscope(x: number, base: number, s: number, flip = false): string {
  const body =
    `<path d="M-62 0h124v-12q0 -12 -12 -12h-100q-12 0 -12 12z" fill="#34495e"/>` +
    `<path d="M36 -24C48 -80 48 -132 6 -178" fill="none" stroke="#34495e" stroke-width="28" stroke-linecap="round"/>` +
    `<circle cx="-14" cy="-50" r="10" fill="#fff3b0"/><rect x="-24" y="-84" width="20" height="18" fill="#2b343d"/>` +
    `<rect x="-56" y="-94" width="84" height="12" rx="3" fill="#2b343d"/><rect x="-44" y="-100" width="22" height="6" fill="#c9d3d8"/>` +
    `<path d="M-14 -110L-18 -94M0 -112L6 -96" stroke="#c9d3d8" stroke-width="9"/><circle cx="-6" cy="-116" r="15" fill="#2b343d"/>` +
    `<path d="M-8 -124L-34 -206" stroke="#dfe7ea" stroke-width="30"/><path d="M-12 -138L-19 -160" stroke="#34495e" stroke-width="32" opacity="0.35"/>` +
    `<path d="M-34 -206L-42 -232" stroke="#2b343d" stroke-width="20"/><ellipse cx="-43" cy="-234" rx="11" ry="4" fill="#1b2229" transform="rotate(-17 -43 -234)"/>` +
    `<circle cx="38" cy="-66" r="16" fill="#c9d3d8"/><circle cx="38" cy="-66" r="7" fill="#7f8c96"/>`;
  return `<g transform="translate(${x} ${base}) scale(${flip ? -s : s} ${s})">${body}</g>`;
}

/** The laboratory: glassware, microscopes, the periodic table. */
function laboratory(): string {
  const rand = random(22);
  const defs =
    linear('labWall', ['#dff1f4', '#c4e3ea']) +
    linear('labBench', ['#3d4a56', '#2b343d']) +
    linear('labSky', ['#9fd3f0', '#e3f3fb']) +
    linear('labWood', ['#9c6b43', '#7a4f30']) +
    `<clipPath id="bulb"><circle cx="560" cy="466" r="50"/></clipPath><clipPath id="pane"><rect x="960" y="60" width="250" height="280" rx="8"/></clipPath>`;
  let tiles = '';
  for (let y = 0; y < 470; y += 40)
    for (let x = (y / 40) % 2 ? 0 : -30; x < 1280; x += 60)
      tiles += `<rect x="${x}" y="${y}" width="58" height="38" fill="#ffffff" opacity="0.22"/>`;

  // The periodic table's outline, coloured by element family.
  let table = `<rect x="64" y="54" width="384" height="236" rx="8" fill="#ffffff" stroke="#9fb9c2" stroke-width="5"/>`;
  const family = (col: number) =>
    col === 0
      ? '#e76f51'
      : col === 1
        ? '#f4a261'
        : col < 12
          ? '#e9c46a'
          : col < 17
            ? col < 14
              ? '#8ecae6'
              : '#2a9d8f'
            : '#9b5de5';
  for (let row = 0; row < 7; row++) {
    for (let col = 0; col < 18; col++) {
      const present = row === 0 ? col === 0 || col === 17 : row < 3 ? col < 2 || col > 11 : true;
      if (present)
        table += `<rect x="${80 + col * 19}" y="${72 + row * 19}" width="17" height="17" rx="2" fill="${family(col)}"/>`;
    }
  }
  for (let row = 0; row < 2; row++)
    for (let col = 0; col < 14; col++)
      table += `<rect x="${80 + (col + 3) * 19}" y="${218 + row * 19}" width="17" height="17" rx="2" fill="#f7b2bd"/>`;

  let shelves = '';
  const bottleColors = ['#7a4f30', '#2c6f78', '#a33c2f', '#5b3c88', '#d1a33b', '#2f6b3a'];
  for (const sy of [210, 340]) {
    shelves += `<rect x="500" y="${sy}" width="400" height="12" rx="3" fill="#8a5a36"/><path d="M530 ${sy + 12}v22h16M870 ${sy + 12}v22h-16" fill="none" stroke="#7f8c96" stroke-width="5"/>`;
    let bx = 516;
    while (bx < 860) {
      const w = 26 + Math.floor(rand() * 22);
      const h = 44 + Math.floor(rand() * 44);
      const c = pick(rand, bottleColors);
      shelves += `<path d="M${bx} ${sy}v${-h + 12}q0 -10 ${w / 4} -12h${w / 2}q${w / 4} 2 ${w / 4} 12v${h - 12}z" fill="${c}" opacity="0.9"/><rect x="${bx + w / 4 + 2}" y="${sy - h - 8}" width="${w / 2 - 4}" height="10" rx="2" fill="#2b343d"/><rect x="${bx + 5}" y="${sy - h / 2 - 8}" width="${w - 10}" height="16" rx="2" fill="#ffffff" opacity="0.85"/>`;
      bx += w + 10 + Math.floor(rand() * 12);
    }
  }

  const labWindow =
    `<rect x="960" y="60" width="250" height="280" rx="8" fill="url(#labSky)" stroke="#8fb3bd" stroke-width="10"/>` +
    `<g clip-path="url(#pane)">${cloud(1060, 130, 0.6) + tree(1150, 340, 1.3)}</g>` +
    `<rect x="960" y="60" width="250" height="280" rx="8" fill="none" stroke="#8fb3bd" stroke-width="10"/><path d="M1085 60V340M960 200H1210" stroke="#8fb3bd" stroke-width="8"/>`;

  // Wall bench with sink and taps, then the work bench.
  const backBench =
    `<rect y="470" width="1280" height="14" fill="#56636f"/><rect y="484" width="1280" height="120" fill="#aac5cc"/>` +
    Array.from(
      { length: 10 },
      (_, i) =>
        `<rect x="${14 + i * 128}" y="494" width="112" height="110" rx="4" fill="#bdd5db"/><rect x="${60 + i * 128}" y="504" width="20" height="6" rx="3" fill="#56636f"/>`,
    ).join('') +
    `<path d="M1040 470v-40q0 -16 16 -16h22v12" fill="none" stroke="#7f8c96" stroke-width="8"/><path d="M300 470v-22M440 470v-22M880 470v-22" stroke="#e0a800" stroke-width="8" stroke-linecap="round"/>`;

  const beaker = (x: number, base: number, liquid: string) =>
    `<path d="M${x - 38} ${base - 104}l-8 -6M${x - 36} ${base - 104}h72v96q0 8 -8 8h-56q-8 0 -8 -8z" fill="#f4fbfd" fill-opacity="0.8" stroke="#8fb3bd" stroke-width="4"/>` +
    `<rect x="${x - 32}" y="${base - 54}" width="64" height="50" rx="5" fill="${liquid}" opacity="0.85"/>` +
    `<path d="M${x + 18} ${base - 88}h14M${x + 22} ${base - 72}h10M${x + 18} ${base - 56}h14" stroke="#8fb3bd" stroke-width="3"/>`;

  // A clamped flask over a Bunsen burner.
  let bubbles = '';
  for (let i = 0; i < 9; i++)
    bubbles += `<circle cx="${r1(530 + rand() * 60)}" cy="${r1(470 + rand() * 36)}" r="${r1(2 + rand() * 5)}" fill="#ffffff" opacity="0.6"/>`;
  const heating =
    `<rect x="600" y="582" width="110" height="10" rx="3" fill="#2b343d"/><rect x="646" y="372" width="10" height="212" fill="#7f8c96"/>` +
    `<rect x="560" y="394" width="92" height="10" fill="#7f8c96"/><rect x="546" y="384" width="28" height="30" rx="4" fill="#56636f"/>` +
    `<rect x="547" y="370" width="26" height="60" fill="#f4fbfd" stroke="#8fb3bd" stroke-width="4"/>` +
    `<circle cx="560" cy="466" r="50" fill="#f4fbfd" stroke="#8fb3bd" stroke-width="4"/>` +
    `<g clip-path="url(#bulb)"><rect x="500" y="470" width="120" height="60" fill="#e07a5f" opacity="0.85"/>${bubbles}</g>` +
    `<circle cx="560" cy="466" r="50" fill="none" stroke="#8fb3bd" stroke-width="4"/><path d="M530 440q8 -16 22 -20" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>` +
    `<path d="M560 520q-12 14 0 30q12 -16 0 -30z" fill="#4cc9f0"/><path d="M560 532q-5 8 0 18q5 -10 0 -18z" fill="#ffffff" opacity="0.8"/>` +
    `<rect x="550" y="550" width="20" height="32" fill="#9aa5ad"/><path d="M532 590l6 -10h44l6 10z" fill="#2b343d"/>`;

  const tubes = ['#e71d36', '#ffb703', '#8ac926', '#1982c4', '#9b5de5'];
  let rack = `<rect x="936" y="520" width="10" height="70" fill="#6b4226"/><rect x="1066" y="520" width="10" height="70" fill="#6b4226"/>`;
  for (const [i, c] of tubes.entries()) {
    const tx = 950 + i * 24;
    rack += `<rect x="${tx}" y="${470 + (i % 2) * 10}" width="16" height="${104 - (i % 2) * 10}" rx="8" fill="#f4fbfd" stroke="#8fb3bd" stroke-width="3"/><rect x="${tx + 2}" y="${522 + (i % 3) * 10}" width="12" height="${50 - (i % 3) * 10}" rx="6" fill="${c}"/>`;
  }
  rack += `<rect x="930" y="520" width="152" height="14" rx="3" fill="#8a5a36"/><rect x="930" y="578" width="152" height="12" rx="3" fill="#8a5a36"/>`;

  let drawers = '';
  for (let i = 0; i < 6; i++)
    drawers += `<rect x="${20 + i * 210}" y="628" width="194" height="160" rx="6" fill="#8a5a36"/><rect x="${87 + i * 210}" y="646" width="60" height="10" rx="5" fill="#e0c9a6"/>`;

  const goggles = `<g transform="translate(420 578)"><path d="M0 0q30 -20 60 0" fill="none" stroke="#2b343d" stroke-width="4"/><rect x="-6" y="-4" width="34" height="18" rx="9" fill="#8ecae6" opacity="0.8" stroke="#1982c4" stroke-width="3"/><rect x="32" y="-4" width="34" height="18" rx="9" fill="#8ecae6" opacity="0.8" stroke="#1982c4" stroke-width="3"/></g>`;
  const body =
    `<rect width="1280" height="800" fill="url(#labWall)"/>` +
    tiles +
    table +
    shelves +
    labWindow +
    backBench +
    `<rect y="590" width="1280" height="210" fill="url(#labWood)"/>` +
    drawers +
    `<rect y="584" width="1280" height="24" fill="url(#labBench)"/>` +
    microscope(200, 590, 1.5) +
    beaker(360, 590, '#8ac926') +
    heating +
    flask(780, 590, 1.2, '#2ec4b6') +
    flask(870, 590, 0.8, '#ff9f1c') +
    rack +
    microscope(1180, 590, 1.25, true) +
    goggles;
  return svg(defs, body);
}

/** A chair in `cam`, its back far (`facing` -1) or near. */
function chair(cam: Camera, x: number, z: number, facing: 1 | -1, wood: string, dark: string): string {
  const w = 0.22;
  let out = '';
  const legs = facing === 1 ? [z + 0.05, z + 0.4] : [z - 0.4, z - 0.05];
  for (const lz of legs)
    for (const lx of [x - w + 0.02, x + w - 0.06]) out += block(cam, lx, lx + 0.04, 0, 0.44, lz, lz + 0.04, dark, dark);
  const [s0, s1] = facing === 1 ? [z, z + 0.45] : [z - 0.45, z];
  out += block(cam, x - w, x + w, 0.44, 0.48, s0, s1, dark, wood);
  const back = facing === 1 ? z + 0.41 : z - 0.45;
  return out + block(cam, x - w, x + w, 0.48, 0.98, back, back + 0.04, wood, dark, dark);
}

/** The library: bookcases round a window, reading tables with lamps. */
function library(): string {
  const rand = random(23);
  const cam = camera(700, 1.6, 300);
  const depth = 5.5;
  const defs =
    linear('libWall', ['#f3e3c7', '#e8cfa6']) +
    linear('libFloor', ['#b88456', '#9c6b43']) +
    linear('libSky', ['#9fd3f0', '#e3f3fb']) +
    radial('libLamp', '#fff4c2', '#ffe08a') +
    `<clipPath id="arch"><path d="M560 420V190a80 80 0 0 1 160 0V420z"/></clipPath>`;
  let body = room(cam, 9.6, 3.9, depth, {
    back: 'url(#libWall)',
    left: '#e2c89c',
    right: '#e2c89c',
    floor: 'url(#libFloor)',
    ceiling: '#efe0c4',
  });
  for (let x = -4.8; x <= 4.8; x += 0.6)
    body += line(cam.at(x, 0, 0.6), cam.at(x, 0, depth), '#7a4f30', 2, ' opacity="0.35"');

  const [, floorY] = cam.at(0, 0, depth);
  const top = r1(floorY - 400 - 8);
  body +=
    bookcase(rand, 40, top, 230) +
    bookcase(rand, 280, top, 230) +
    bookcase(rand, 770, top, 230) +
    bookcase(rand, 1010, top, 230);
  body +=
    `<path d="M550 430V190a90 90 0 0 1 180 0V430z" fill="#8a5a36"/><path d="M560 420V190a80 80 0 0 1 160 0V420z" fill="url(#libSky)"/>` +
    `<g clip-path="url(#arch)">${cloud(610, 170, 0.5) + tree(690, 430, 1.6) + tree(590, 440, 1.1, '#4b8b41', '#357033')}</g>` +
    `<path d="M640 110V420M560 270H720" stroke="#8a5a36" stroke-width="8"/><rect x="540" y="420" width="200" height="${r1(floorY - 420)}" fill="#6b4226"/><rect x="548" y="428" width="184" height="${r1(floorY - 436)}" rx="4" fill="#7a4f30"/>`;
  body += `<circle cx="640" cy="60" r="26" fill="#fff8e6" stroke="#6b4226" stroke-width="5"/><path d="M640 60V44M640 60L651 66" stroke="#3b2a20" stroke-width="4" stroke-linecap="round"/>`;

  // A pupil at the shelves, a globe.
  body += figure(cam.at(-3.3, 0, 5.0)[0], cam.at(-3.3, 0, 5.0)[1], r1((cam.scale(5.0) * 1.45) / 570), {
    skin: SKIN[1],
    hair: HAIR,
    hairStyle: 'plait',
    ribbon: NAVY,
    shirt: '#ffffff',
    tie: 'url(#tie)',
    lower: 'skirt',
    lowerFill: NAVY,
    belt: NAVY,
    socks: NAVY,
    longSocks: true,
    shoes: '#1b1b1f',
    reach: true,
  });
  const [gx, gy] = cam.at(3.9, 1.15, 4.9);
  const gk = cam.scale(4.9);
  body +=
    `<path d="M${r1(gx)} ${r1(gy + gk * 0.25)}V${r1(gy + gk * 1.15)}M${r1(gx - gk * 0.22)} ${r1(gy + gk * 1.15)}h${r1(gk * 0.44)}" stroke="#6b4226" stroke-width="${r1(gk * 0.05)}" stroke-linecap="round"/>` +
    `<circle cx="${r1(gx)}" cy="${r1(gy)}" r="${r1(gk * 0.25)}" fill="#3d85c6"/><path d="M${r1(gx - gk * 0.15)} ${r1(gy - gk * 0.12)}q${r1(gk * 0.12)} ${r1(-gk * 0.06)} ${r1(gk * 0.16)} ${r1(gk * 0.06)}t${r1(-gk * 0.02)} ${r1(gk * 0.18)}q${r1(-gk * 0.14)} 0 ${r1(-gk * 0.14)} ${r1(-gk * 0.24)}z" fill="#8ac926"/>` +
    `<path d="M${r1(gx - gk * 0.31)} ${r1(gy)}a${r1(gk * 0.31)} ${r1(gk * 0.31)} 0 0 0 ${r1(gk * 0.5)} ${r1(gk * 0.22)}" fill="none" stroke="#d1a33b" stroke-width="${r1(gk * 0.03)}"/>`;

  // The rug, then per table: far chairs, table, near chairs.
  body +=
    polygon(face(cam, [-3.2, 0.004, 2.6], [3.2, 0.004, 4.9]), '#a33c2f') +
    polygon(face(cam, [-3.05, 0.005, 2.72], [3.05, 0.005, 4.78]), 'none', ' stroke="#d1a33b" stroke-width="4"');
  const z0 = 3.3;
  const z1 = 4.1;
  const wood = '#8a5a36';
  const dark = '#5a3520';
  for (const [x0, x1] of [
    [-2.7, -0.5],
    [0.5, 2.7],
  ] as const) {
    const seats = [x0 + 0.45, (x0 + x1) / 2, x1 - 0.45];
    for (const x of seats) body += chair(cam, x, z1 + 0.1, 1, wood, dark);
    for (const lx of [x0 + 0.08, x1 - 0.14])
      for (const lz of [z0 + 0.08, z1 - 0.14]) body += block(cam, lx, lx + 0.06, 0, 0.74, lz, lz + 0.06, dark, dark);
    body += block(cam, x0, x1, 0.74, 0.8, z0, z1, '#6b4226', '#a87548');
    // A lamp and two open books.
    const [lx, ly] = cam.at((x0 + x1) / 2, 0.8, (z0 + z1) / 2);
    const lk = cam.scale((z0 + z1) / 2);
    body += `<ellipse cx="${r1(lx)}" cy="${r1(ly - lk * 0.2)}" rx="${r1(lk * 0.5)}" ry="${r1(lk * 0.2)}" fill="url(#libLamp)" opacity="0.35"/>`;
    body += `<rect x="${r1(lx - lk * 0.1)}" y="${r1(ly - lk * 0.03)}" width="${r1(lk * 0.2)}" height="${r1(lk * 0.04)}" rx="2" fill="#c9a227"/><path d="M${r1(lx)} ${r1(ly)}V${r1(ly - lk * 0.34)}" stroke="#c9a227" stroke-width="${r1(lk * 0.02)}"/>`;
    body += `<path d="M${r1(lx - lk * 0.2)} ${r1(ly - lk * 0.3)}q0 ${r1(-lk * 0.14)} ${r1(lk * 0.2)} ${r1(-lk * 0.14)}q${r1(lk * 0.2)} 0 ${r1(lk * 0.2)} ${r1(lk * 0.14)}z" fill="#2f6b3a"/>`;
    for (const x of [seats[0]!, seats[2]!]) {
      body +=
        polygon(face(cam, [x - 0.2, 0.805, z0 + 0.12], [x, 0.805, z0 + 0.4]), '#fbf7ec') +
        polygon(face(cam, [x, 0.805, z0 + 0.12], [x + 0.2, 0.805, z0 + 0.4]), '#f1e9d6');
    }
    const [bx, by] = cam.at(seats[1]! + 0.35, 0.8, z0 + 0.25);
    const bk = cam.scale(z0 + 0.25);
    for (let i = 0; i < 3; i++)
      body += `<rect x="${r1(bx - bk * (0.12 - i * 0.015))}" y="${r1(by - bk * 0.05 * (i + 1))}" width="${r1(bk * (0.24 - i * 0.03))}" height="${r1(bk * 0.05)}" fill="${pick(rand, ['#1f4e79', '#7a1f2b', '#2f6b3a', '#c9822b'])}"/>`;
    for (const x of [seats[0]!, seats[2]!]) body += chair(cam, x, z0 - 0.1, -1, wood, dark);
  }

  // Pendant lamps over the tables.
  for (const x of [-1.6, 1.6]) {
    const [px, py] = cam.at(x, 2.7, 3.15);
    const pk = cam.scale(3.15);
    body += `<path d="M${r1(px)} 0V${r1(py)}" stroke="#3b2a20" stroke-width="2"/><path d="M${r1(px - pk * 0.2)} ${r1(py + pk * 0.16)}l${r1(pk * 0.08)} ${r1(-pk * 0.16)}h${r1(pk * 0.24)}l${r1(pk * 0.08)} ${r1(pk * 0.16)}z" fill="#2f6b3a"/><ellipse cx="${r1(px)}" cy="${r1(py + pk * 0.17)}" rx="${r1(pk * 0.12)}" ry="${r1(pk * 0.03)}" fill="#fff4c2"/>`;
  }
  return svg(defs + TIE, body);
}

/** A seated pupil from behind. */
function seatedPupil(cam: Camera, x: number, z: number, girl: boolean, hair: string): string {
  const k = cam.scale(z);
  const [tx, ty] = cam.at(x - 0.19, 1.12, z);
  const [hx, hy] = cam.at(x, 1.24, z);
  let out = `<rect x="${r1(tx)}" y="${r1(ty)}" width="${r1(k * 0.38)}" height="${r1(k * 0.5)}" rx="${r1(k * 0.1)}" fill="#ffffff"/><path d="M${r1(hx)} ${r1(ty + k * 0.04)}v${r1(k * 0.42)}" stroke="${SHIRT_SHADE}" stroke-width="${r1(k * 0.012)}"/>`;
  out += `<rect x="${r1(hx - k * 0.04)}" y="${r1(hy)}" width="${r1(k * 0.08)}" height="${r1(k * 0.12)}" fill="${SKIN[0]}"/><circle cx="${r1(hx)}" cy="${r1(hy)}" r="${r1(k * 0.105)}" fill="${hair}"/>`;
  if (girl) {
    for (const side of [-1, 1]) {
      const px = hx + side * k * 0.07;
      out += `<path d="M${r1(px)} ${r1(hy + k * 0.05)}v${r1(k * 0.2)}" stroke="${hair}" stroke-width="${r1(k * 0.045)}" stroke-linecap="round"/><circle cx="${r1(px)}" cy="${r1(hy + k * 0.26)}" r="${r1(k * 0.025)}" fill="${NAVY}"/>`;
    }
  }
  return out;
}

/** A smart class: a teacher at the board, pupils at desks. */
function smartClass(): string {
  const rand = random(24);
  const cam = camera(700, 1.6, 280);
  const depth = 6;
  const defs =
    linear('scWall', ['#fbf1de', '#f0dfbf']) +
    linear('scFloor', ['#c79a6b', '#a97a4f']) +
    linear('scBoard', ['#1d3557', '#274c77']) +
    linear('scSky', ['#9fd3f0', '#e3f3fb']);
  let body = room(cam, 8, 3.2, depth, {
    back: 'url(#scWall)',
    left: '#efdcbc',
    right: '#ead5b0',
    floor: 'url(#scFloor)',
    ceiling: '#fdf6e9',
  });
  for (let x = -4; x <= 4; x += 0.5)
    body += line(cam.at(x, 0, 0.6), cam.at(x, 0, depth), '#8a5a36', 2, ' opacity="0.25"');
  for (let z = 1; z < 6; z += 1.6) {
    for (const x of [-1.6, 1.6]) body += polygon(face(cam, [x - 0.6, 3.2, z], [x + 0.6, 3.2, z + 0.5]), '#ffffff');
  }
  // Left-wall windows and their sunlight.
  for (const z of [1.8, 3.4]) {
    body +=
      polygon(face(cam, [-4, 0.9, z], [-4, 2.6, z + 1.1]), '#a97a4f') +
      polygon(face(cam, [-4, 0.98, z + 0.06], [-4, 2.52, z + 1.04]), 'url(#scSky)');
    body +=
      line(cam.at(-4, 0.94, z + 0.55), cam.at(-4, 2.56, z + 0.55), '#a97a4f', 6) +
      line(cam.at(-4, 1.75, z), cam.at(-4, 1.75, z + 1.1), '#a97a4f', 6);
    body += polygon(
      [cam.at(-4, 0, z + 0.2), cam.at(-4, 0, z + 1.3), cam.at(-2.2, 0, z + 1.6), cam.at(-2.2, 0, z + 0.5)],
      '#fff8d6',
      ' opacity="0.3"',
    );
  }
  body +=
    polygon(face(cam, [4, 1.0, 2.6], [4, 2.3, 4.8]), '#a97a4f') +
    polygon(face(cam, [4, 1.06, 2.68], [4, 2.24, 4.72]), '#e9dcc3');
  for (const [y0, y1, z0, z1, c] of [
    [1.3, 2.0, 2.9, 3.6, '#7a1f2b'],
    [1.5, 2.1, 3.8, 4.4, '#2f6b3a'],
    [1.15, 1.6, 3.8, 4.5, '#c9822b'],
  ] as const) {
    body += polygon(face(cam, [4, y0, z0], [4, y1, z1]), c, ' opacity="0.8"');
  }

  // The board: a solar-system lesson.
  const b = wallRect(cam, depth, -1.95, 1.95, 0.95, 2.75);
  body += `<rect x="${r1(b.x - 10)}" y="${r1(b.y - 10)}" width="${r1(b.w + 20)}" height="${r1(b.h + 20)}" rx="8" fill="#2b2b2b"/>`;
  let orbits = '';
  const planets = ['#e9c46a', '#e76f51', '#3d85c6', '#c1440e', '#f4a261'];
  for (const [i, c] of planets.entries()) {
    const rx = 62 + i * 24;
    orbits += `<ellipse cx="190" cy="130" rx="${rx}" ry="${r1(rx * 0.5)}" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="0.35"/>`;
    const a = 0.6 + i * 0.9;
    orbits += `<circle cx="${r1(190 + Math.cos(a) * rx)}" cy="${r1(130 + Math.sin(a) * rx * 0.5)}" r="${8 + (i % 3) * 3}" fill="${c}"/>`;
  }
  const earth: Point = [190 + Math.cos(0.6 + 2 * 0.9) * 110, 130 + Math.sin(0.6 + 2 * 0.9) * 110 * 0.5];
  body +=
    `<g transform="translate(${b.x} ${b.y}) scale(${fit(b.w, 620)} ${fit(b.h, 300)})"><rect width="620" height="300" fill="url(#scBoard)"/>` +
    `<circle cx="190" cy="130" r="34" fill="#ffb703"/><circle cx="190" cy="130" r="46" fill="#ffb703" opacity="0.25"/>${orbits}` +
    `<path d="M${r1(earth[0] - 26)} ${r1(earth[1] - 4)}c4 -26 50 -24 52 2c2 24 -44 30 -52 4" fill="none" stroke="#ff4d6d" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="380" y="30" width="100" height="80" rx="10" fill="#2a9d8f"/><path d="M400 96l24 -40 24 40z" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="496" y="30" width="100" height="80" rx="10" fill="#e76f51"/><circle cx="546" cy="70" r="22" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="380" y="126" width="100" height="80" rx="10" fill="#8ecae6"/><path d="M398 190v-26h14v26zM420 190v-44h14v44zM442 190v-34h14v34z" fill="#1d3557"/>` +
    `<rect x="496" y="126" width="100" height="80" rx="10" fill="#8ac926"/><path d="M530 186q-4 -40 36 -44q2 40 -36 44z" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="20" y="252" width="580" height="34" rx="17" fill="#ffffff" opacity="0.12"/>` +
    ['#ff4d6d', '#ffb703', '#8ac926', '#4cc9f0', '#ffffff']
      .map((c, i) => `<circle cx="${48 + i * 40}" cy="269" r="10" fill="${c}"/>`)
      .join('') +
    `<rect x="470" y="262" width="110" height="14" rx="7" fill="#ffffff" opacity="0.5"/></g>`;
  body += `<rect x="${r1(b.x + b.w * 0.3)}" y="${r1(b.y + b.h + 10)}" width="${r1(b.w * 0.4)}" height="8" rx="3" fill="#3b3b3b"/>`;
  const [ckx, cky] = cam.at(2.9, 2.6, depth);
  body += `<circle cx="${r1(ckx)}" cy="${r1(cky)}" r="22" fill="#fff8e6" stroke="#a97a4f" stroke-width="5"/><path d="M${r1(ckx)} ${r1(cky)}V${r1(cky - 13)}M${r1(ckx)} ${r1(cky)}L${r1(ckx + 9)} ${r1(cky + 5)}" stroke="#3b2a20" stroke-width="3.5" stroke-linecap="round"/>`;
  body += block(cam, 2.3, 3.4, 0, 0.75, 5.2, 5.8, '#8a5a36', '#a87548');

  // The teacher touches the board with a raised hand.
  const [tx, ty] = cam.at(-2.35, 0, 5.6);
  body += figure(tx, ty, r1((cam.scale(5.6) * 1.6) / 570), {
    skin: SKIN[2],
    hair: HAIR,
    hairStyle: 'bun',
    shirt: '#2a9d8f',
    fullSleeves: true,
    over: { kind: 'kurta', fill: '#2a9d8f', trim: '#f2c14e' },
    lower: 'long-skirt',
    lowerFill: '#f2ead9',
    socks: '#f2ead9',
    shoes: '#6b3a22',
    reach: true,
  });

  // Three columns, far rows first: desk, pupils, chairs.
  const hairs = ['#231b17', '#2f241d', '#1c1612', '#3a2a20'];
  for (const z of [4.7, 3.8, 2.9]) {
    for (const cx of [-2.4, 0, 2.4]) {
      for (const lx of [cx - 0.62, cx + 0.58])
        for (const lz of [z + 0.02, z + 0.4])
          body += block(cam, lx, lx + 0.04, 0, 0.72, lz, lz + 0.04, '#5a3a22', '#5a3a22');
      body += block(cam, cx - 0.65, cx + 0.65, 0.72, 0.76, z, z + 0.45, '#6b4226', '#8a5a36');
      for (const px of [cx - 0.32, cx + 0.32]) {
        // Close to the chair back, or perspective slides them off.
        if (rand() < 0.85) body += seatedPupil(cam, px, z - 0.42, rand() < 0.5, pick(rand, hairs));
      }
      for (const px of [cx - 0.32, cx + 0.32]) {
        body += block(cam, px - 0.2, px + 0.2, 0.42, 0.46, z - 0.5, z - 0.1, '#1f4e79', '#2c6496');
        body += block(cam, px - 0.2, px + 0.2, 0.5, 0.86, z - 0.52, z - 0.49, '#1f4e79', '#2c6496');
        for (const lx of [px - 0.19, px + 0.16])
          body += block(cam, lx, lx + 0.03, 0, 0.42, z - 0.52, z - 0.49, '#3b3b3b', '#3b3b3b');
      }
    }
  }
  return svg(defs, body);
}

/** The school bus at its stop, pupils waiting. */
function schoolBus(): string {
  const rand = random(25);
  const defs =
    linear('busSky', ['#7cc0ea', '#cfe9f7']) +
    linear('busRoad', ['#6b737b', '#545b62']) +
    linear('busBody', ['#ffc928', '#f2a900']) +
    linear('busGlass', ['#d7eef9', '#9fd3f0']) +
    radial('busSun', '#fff3c4', '#ffd27a');
  let trees = '';
  for (let x = 40; x < 1280; x += 110 + Math.floor(rand() * 60)) {
    trees += rand() < 0.5 ? tree(x, 500, 1.6 + rand() * 0.7) : tree(x, 500, 1.5 + rand() * 0.8, '#4b8b41', '#357033');
  }
  let pavers = '';
  for (let x = 0; x < 1280; x += 64) pavers += `<path d="M${x} 706V800" stroke="#b5a78e" stroke-width="2"/>`;
  let dashes = '';
  for (let x = 20; x < 1280; x += 120)
    dashes += `<rect x="${x}" y="548" width="64" height="8" fill="#ffffff" opacity="0.85"/>`;

  let windowsRow = '';
  const hairs = ['#231b17', '#2f241d', '#1c1612'];
  for (let i = 0; i < 8; i++) {
    const wx = 126 + i * 86;
    windowsRow += `<rect x="${wx}" y="346" width="74" height="92" rx="8" fill="url(#busGlass)"/>`;
    if (rand() < 0.6) {
      const hx = wx + 24 + rand() * 26;
      windowsRow += `<rect x="${r1(hx - 20)}" y="412" width="40" height="30" rx="12" fill="#ffffff"/><circle cx="${r1(hx)}" cy="398" r="15" fill="${pick(rand, hairs)}"/>`;
    }
    windowsRow += `<path d="M${wx + 10} 430l40 -76h16l-40 76z" fill="#ffffff" opacity="0.3"/>`;
  }
  const wheel = (x: number) =>
    `<path d="M${x - 70} 640a70 70 0 0 1 140 0z" fill="#3b3b3b"/><circle cx="${x}" cy="640" r="56" fill="#222222"/><circle cx="${x}" cy="640" r="30" fill="#9aa5ad"/><circle cx="${x}" cy="640" r="11" fill="#5a636b"/>`;
  const bus =
    `<ellipse cx="590" cy="694" rx="520" ry="14" fill="#000000" opacity="0.25"/>` +
    `<path d="M90 626V328Q90 300 118 300H884Q910 300 916 326L950 470H1050Q1080 470 1082 500V622Q1082 640 1064 640H108Q90 640 90 626Z" fill="url(#busBody)"/>` +
    `<rect x="96" y="300" width="816" height="16" rx="8" fill="#ffd54a"/>` +
    `<circle cx="122" cy="316" r="8" fill="#e63946"/><circle cx="146" cy="316" r="8" fill="#f4a261"/><circle cx="876" cy="316" r="8" fill="#f4a261"/><circle cx="900" cy="316" r="8" fill="#e63946"/>` +
    windowsRow +
    `<path d="M914 338L944 462H914z" fill="url(#busGlass)"/>` +
    `<rect x="824" y="344" width="80" height="284" rx="6" fill="#3b3b3b"/><rect x="831" y="352" width="30" height="268" rx="4" fill="url(#busGlass)"/><rect x="867" y="352" width="30" height="268" rx="4" fill="url(#busGlass)"/>` +
    `<path d="M90 470H824M90 522H824M90 574H824M904 522H1082" stroke="#1f1f1f" stroke-width="6"/>` +
    `<path d="M466 536l18 -6 18 6v20c0 14 -9 24 -18 30c-9 -6 -18 -16 -18 -30z" fill="#12386b" stroke="#f2b705" stroke-width="4"/>` +
    `<rect x="82" y="540" width="14" height="40" rx="4" fill="#e63946"/>` +
    `<rect x="1070" y="488" width="14" height="100" rx="4" fill="#2b2b2b"/><circle cx="1064" cy="512" r="12" fill="#fff3c4" stroke="#c9a227" stroke-width="3"/>` +
    `<path d="M1030 476L1076 428" stroke="#2b2b2b" stroke-width="5"/><rect x="1068" y="402" width="18" height="34" rx="4" fill="#2b2b2b"/>` +
    `<rect x="1040" y="598" width="54" height="28" rx="6" fill="#2b2b2b"/><rect x="76" y="598" width="30" height="28" rx="6" fill="#2b2b2b"/>` +
    wheel(250) +
    wheel(990);

  // The shelter and sign.
  const stop =
    `<rect x="1112" y="440" width="12" height="330" fill="#56636f"/><rect x="1262" y="440" width="12" height="330" fill="#56636f"/>` +
    `<rect x="1124" y="470" width="138" height="200" fill="#cfe9f7" opacity="0.45"/>` +
    `<rect x="1096" y="424" width="200" height="20" rx="4" fill="#1f4e79"/>` +
    `<rect x="1132" y="676" width="124" height="12" rx="4" fill="#8a5a36"/><path d="M1142 688v36M1246 688v36" stroke="#56636f" stroke-width="8"/>` +
    `<rect x="1184" y="300" width="8" height="126" fill="#56636f"/><circle cx="1188" cy="290" r="36" fill="#1f4e79" stroke="#ffffff" stroke-width="5"/>` +
    `<rect x="1168" y="272" width="40" height="30" rx="6" fill="#ffffff"/><rect x="1173" y="278" width="30" height="10" rx="2" fill="#1f4e79"/><circle cx="1177" cy="305" r="5" fill="#ffffff"/><circle cx="1199" cy="305" r="5" fill="#ffffff"/>`;

  const pupil = (x: number, ground: number, girl: boolean, skin: string, bag: string) =>
    figure(x, ground, 0.36, {
      skin,
      hair: HAIR,
      hairStyle: girl ? 'plaits' : 'short',
      ribbon: NAVY,
      headR: 58,
      legs: 0.8,
      shirt: '#ffffff',
      tie: 'url(#tie)',
      over: girl ? { kind: 'tunic', fill: 'url(#checks)' } : undefined,
      lower: girl ? 'skirt' : 'shorts',
      lowerFill: girl ? 'url(#checks)' : NAVY,
      belt: NAVY,
      socks: '#ffffff',
      shoes: '#1b1b1f',
      bag,
    });

  const body =
    `<rect width="1280" height="800" fill="url(#busSky)"/><circle cx="1120" cy="110" r="120" fill="url(#busSun)"/><circle cx="1120" cy="110" r="44" fill="#fff1c1"/>` +
    cloud(240, 110, 1.2) +
    cloud(700, 70, 0.9) +
    cloud(900, 170, 0.6) +
    `<path d="M0 470Q200 380 420 450T860 430T1280 450V520H0Z" fill="#a9d18e"/>` +
    trees +
    `<rect y="496" width="1280" height="30" fill="#7fb35a"/><rect y="520" width="1280" height="172" fill="url(#busRoad)"/>` +
    dashes +
    `<rect y="690" width="1280" height="16" fill="#d9d3c7"/><rect y="706" width="1280" height="94" fill="#cdbfa6"/>` +
    pavers +
    bus +
    stop +
    pupil(880, 770, false, SKIN[1], '#c0392b') +
    pupil(975, 780, true, SKIN[0], '#2a9d8f') +
    pupil(1190, 760, false, SKIN[3], '#5b3c88');
  return svg(defs + CHECKS + TIE, body);
}

const SKIN = ['#c68a5e', '#a8704a', '#d9a07a', '#b97c55'] as const;
const HAIR = '#231b17';
const NAVY = '#1d2f5e';

function uniformBackdrop(): { defs: string; body: string } {
  const defs =
    linear('sky', ['#cfe9f7', '#eaf4f6', '#fbf1de']) +
    linear('lawn', ['#8cc46a', '#5d9444']) +
    radial('sun', '#fff6d5', '#fff6d5');
  const body =
    `<rect width="1280" height="800" fill="url(#sky)"/><circle cx="640" cy="380" r="330" fill="url(#sun)" opacity="0.9"/>` +
    cloud(190, 150, 1.3) +
    cloud(1090, 120, 1.1) +
    cloud(960, 260, 0.7, '#ffffff', 0.7) +
    `<path d="M0 610Q320 580 640 600T1280 596V800H0Z" fill="url(#lawn)"/>` +
    tree(120, 640, 1.9) +
    tree(1170, 636, 2.1, '#4b8b41', '#357033') +
    tree(250, 624, 1.1, '#4b8b41', '#357033') +
    `<path d="M0 690Q640 660 1280 690V800H0Z" fill="#000000" opacity="0.05"/>`;
  return { defs, body };
}

/** The primary girls' summer tunic checks. */
const CHECKS =
  `<pattern id="checks" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#7cc0ea"/>` +
  `<rect width="24" height="6" fill="#ffffff" opacity="0.55"/><rect width="6" height="24" fill="#ffffff" opacity="0.55"/><rect x="14" width="3" height="24" fill="#3d85c6" opacity="0.5"/><rect y="14" width="24" height="3" fill="#3d85c6" opacity="0.5"/></pattern>`;

/** The school tie: navy with gold stripes. */
const TIE = `<pattern id="tie" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(40)"><rect width="18" height="18" fill="${NAVY}"/><rect width="18" height="5" fill="#f2b705"/></pattern>`;

function primaryUniform(): string {
  const { defs, body } = uniformBackdrop();
  const girl = figure(515, 744, 1.16, {
    skin: SKIN[0],
    hair: HAIR,
    hairStyle: 'plaits',
    ribbon: NAVY,
    headR: 58,
    legs: 0.8,
    shirt: '#ffffff',
    over: { kind: 'tunic', fill: 'url(#checks)' },
    tie: 'url(#tie)',
    lower: 'skirt',
    lowerFill: 'url(#checks)',
    belt: NAVY,
    socks: '#ffffff',
    shoes: '#1b1b1f',
  });
  const boy = figure(785, 748, 1.16, {
    skin: SKIN[1],
    hair: HAIR,
    hairStyle: 'short',
    headR: 58,
    legs: 0.8,
    shirt: '#ffffff',
    tie: 'url(#tie)',
    lower: 'shorts',
    lowerFill: NAVY,
    belt: '#2b2b30',
    socks: '#ffffff',
    shoes: '#1b1b1f',
  });
  return svg(defs + CHECKS + TIE, body + girl + boy);
}

function higherUniform(): string {
  const { defs, body } = uniformBackdrop();
  const girl = figure(515, 754, 1.16, {
    skin: SKIN[2],
    hair: HAIR,
    hairStyle: 'plait',
    ribbon: NAVY,
    shirt: '#ffffff',
    fullSleeves: true,
    over: { kind: 'blazer', fill: NAVY },
    tie: 'url(#tie)',
    lower: 'skirt',
    lowerFill: NAVY,
    socks: NAVY,
    longSocks: true,
    shoes: '#1b1b1f',
  });
  const boy = figure(785, 758, 1.2, {
    skin: SKIN[3],
    hair: HAIR,
    hairStyle: 'short',
    shirt: '#ffffff',
    fullSleeves: true,
    over: { kind: 'pullover', fill: NAVY },
    tie: 'url(#tie)',
    lower: 'trousers',
    lowerFill: NAVY,
    socks: NAVY,
    shoes: '#1b1b1f',
  });
  return svg(defs + TIE, body + girl + boy);
}

export interface Illustration {
  /** Relative to content/images. */
  file: string;
  draw: () => string;
}

export const ILLUSTRATIONS: readonly Illustration[] = [
  {
    file: 'infrastructure/audio-visual-room.webp',
    draw: audioVisualRoom,
  },
  {
    file: 'infrastructure/laboratory.webp',
    draw: laboratory,
  },
  {
    file: 'infrastructure/smart-class.webp',
    draw: smartClass,
  },
  {
    file: 'infrastructure/library.webp',
    draw: library,
  },
  {
    file: 'infrastructure/school-bus.webp',
    draw: schoolBus,
  },
  {
    file: 'outfit/primary-uniform.webp',
    draw: primaryUniform,
  },
  {
    file: 'outfit/higher-uniform.webp',
    draw: higherUniform,
  },
];

export async function generateIllustrations(outDir: string = DEFAULT_OUT): Promise<Written[]> {
  const written: Written[] = [];
  for (const { file, draw } of ILLUSTRATIONS) written.push(await writeWebp(join(outDir, file), draw()));
  return written;
}

await runAsScript(import.meta.url, 'generate-illustrations', DEFAULT_OUT, generateIllustrations);
