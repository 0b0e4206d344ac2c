// SVG drawings of each kind of jewellery on a 400x600 canvas, centred on (200, 300). Fills refer
// to the gradients #metal and #stone defined by the illustration; nothing here is text, so an
// image reads the same in every language. Each kind has several designs (a solitaire, a halo, a
// three-stone ring, a pavé band ...) and each stone one of several cuts, chosen per product, so
// two rings of one category do not look alike.
import type { Shape } from './illustration-style.js';

export type Cut = 'round' | 'oval' | 'pear' | 'princess' | 'emerald' | 'marquise' | 'heart';
export const CUTS: Cut[] = ['round', 'oval', 'pear', 'princess', 'emerald', 'marquise', 'heart'];

/** A product's design: which drawing of its kind (any integer; taken modulo the kind's designs) and the cut of its stones. */
export interface Design {
  design: number;
  cut: Cut;
}

const f = (n: number) => Math.round(n * 10) / 10;

/** A cut stone of radius r centred on (cx, cy): outline, table facet and a highlight. */
export function gem(cx: number, cy: number, r: number, cut: Cut = 'round'): string {
  const p = (dx: number, dy: number) => `${f(cx + dx * r)},${f(cy + dy * r)}`;
  const stroke = `stroke="#ffffff" stroke-opacity="0.6" stroke-width="${f(r / 7)}"`;
  let outline: string;
  let table: string;
  switch (cut) {
    case 'oval':
      outline = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.78)}" ry="${f(r)}" fill="url(#stone)" ${stroke}/>`;
      table = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.4)}" ry="${f(r * 0.55)}" fill="#ffffff" fill-opacity="0.22"/>`;
      break;
    case 'pear':
      outline = `<path d="M${p(0, -1.05)} C${p(0.5, -0.4)} ${p(0.85, 0.1)} ${p(0.8, 0.45)} A${f(r * 0.8)} ${f(r * 0.8)} 0 0 1 ${p(-0.8, 0.45)} C${p(-0.85, 0.1)} ${p(-0.5, -0.4)} ${p(0, -1.05)}Z" fill="url(#stone)" ${stroke}/>`;
      table = `<path d="M${p(0, -0.5)} L${p(0.35, 0.3)} L${p(-0.35, 0.3)}Z" fill="#ffffff" fill-opacity="0.25"/>`;
      break;
    case 'princess':
      outline = `<rect x="${f(cx - r * 0.8)}" y="${f(cy - r * 0.8)}" width="${f(r * 1.6)}" height="${f(r * 1.6)}" fill="url(#stone)" ${stroke}/>`;
      table = `<path d="M${p(-0.8, -0.8)} L${p(0.8, 0.8)} M${p(0.8, -0.8)} L${p(-0.8, 0.8)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(r / 12)}"/>`;
      break;
    case 'emerald':
      outline = `<polygon points="${p(-0.45, -0.95)} ${p(0.45, -0.95)} ${p(0.7, -0.7)} ${p(0.7, 0.7)} ${p(0.45, 0.95)} ${p(-0.45, 0.95)} ${p(-0.7, 0.7)} ${p(-0.7, -0.7)}" fill="url(#stone)" ${stroke}/>`;
      table = `<rect x="${f(cx - r * 0.38)}" y="${f(cy - r * 0.6)}" width="${f(r * 0.76)}" height="${f(r * 1.2)}" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.4" stroke-width="${f(r / 14)}"/>`;
      break;
    case 'marquise':
      outline = `<path d="M${p(0, -1.1)} Q${p(0.95, 0)} ${p(0, 1.1)} Q${p(-0.95, 0)} ${p(0, -1.1)}Z" fill="url(#stone)" ${stroke}/>`;
      table = `<path d="M${p(0, -0.6)} L${p(0.2, 0)} L${p(0, 0.6)} L${p(-0.2, 0)}Z" fill="#ffffff" fill-opacity="0.3"/>`;
      break;
    case 'heart':
      outline = `<path d="M${p(0, 0.95)} C${p(-0.3, 0.65)} ${p(-1, 0.2)} ${p(-0.95, -0.35)} C${p(-0.9, -0.95)} ${p(-0.15, -1)} ${p(0, -0.5)} C${p(0.15, -1)} ${p(0.9, -0.95)} ${p(0.95, -0.35)} C${p(1, 0.2)} ${p(0.3, 0.65)} ${p(0, 0.95)}Z" fill="url(#stone)" ${stroke}/>`;
      table = `<ellipse cx="${f(cx - r * 0.42)}" cy="${f(cy - r * 0.45)}" rx="${f(r * 0.22)}" ry="${f(r * 0.14)}" fill="#ffffff" fill-opacity="0.45"/>`;
      break;
    default:
      outline = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#stone)" ${stroke}/>`;
      table = `<polygon points="${p(0, -0.55)} ${p(0.52, -0.17)} ${p(0.32, 0.45)} ${p(-0.32, 0.45)} ${p(-0.52, -0.17)}" fill="#ffffff" fill-opacity="0.2" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(r / 14)}"/>`;
  }
  const glint = `<circle cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.4)}" r="${f(r * 0.12)}" fill="#ffffff" fill-opacity="0.8"/>`;
  return outline + table + glint;
}

/** Small round stones along an arc of an ellipse (angles in degrees, 0 = right, clockwise). */
function pave(cx: number, cy: number, rx: number, ry: number, from: number, to: number, count: number, size: number): string {
  return Array.from({ length: count }, (_, i) => {
    const a = ((from + ((to - from) * i) / Math.max(1, count - 1)) * Math.PI) / 180;
    return gem(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, size, 'round');
  }).join('');
}

function band(rx = 96, ry = 100, width = 22): string {
  return `<ellipse cx="200" cy="340" rx="${rx}" ry="${ry}" fill="none" stroke="url(#metal)" stroke-width="${width}"/>`
    + `<ellipse cx="200" cy="340" rx="${rx - width * 0.7}" ry="${ry - width * 0.7}" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="4"/>`;
}

const RINGS: ((cut: Cut) => string)[] = [
  // Solitaire: one stone in a four-prong setting.
  (cut) => band() + `<path d="M170 246 L200 222 L230 246 Z" fill="url(#metal)"/>${gem(200, 214, 30, cut)}`,
  // Halo: the centre stone ringed by small stones.
  (cut) => band(92, 98, 16) + pave(200, 214, 40, 40, 0, 330, 12, 6) + gem(200, 214, 26, cut),
  // Three stones: a larger centre between two smaller ones.
  (cut) => band(94, 100, 18) + gem(150, 236, 17, cut) + gem(250, 236, 17, cut) + gem(200, 222, 27, cut),
  // Pavé band: small stones along the top half, no centre stone.
  () => band(96, 100, 26) + pave(200, 340, 96, 100, 200, 340, 11, 8),
  // Signet: a flat oval plate with an inset stone.
  (cut) => band(90, 96, 20) + `<ellipse cx="200" cy="244" rx="58" ry="30" fill="url(#metal)"/><ellipse cx="200" cy="244" rx="46" ry="22" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>${gem(200, 244, 14, cut)}`,
  // Twisted: two interlaced bands meeting under a stone.
  (cut) => `<ellipse cx="190" cy="340" rx="92" ry="100" fill="none" stroke="url(#metal)" stroke-width="12"/><ellipse cx="210" cy="340" rx="92" ry="100" fill="none" stroke="url(#metal)" stroke-width="12" stroke-opacity="0.85"/>${gem(200, 236, 20, cut)}`,
];

function chain(d: string, width = 7, dash = '10 5'): string {
  return `<path d="${d}" fill="none" stroke="url(#metal)" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="${dash}"/>`;
}

function pendant(cx: number, cy: number, size: number, cut: Cut = 'round'): string {
  return `<path d="M${cx} ${cy - size} C${cx + size} ${cy - size * 0.2} ${cx + size * 0.7} ${cy + size} ${cx} ${cy + size * 1.2} C${cx - size * 0.7} ${cy + size} ${cx - size} ${cy - size * 0.2} ${cx} ${cy - size} Z" fill="url(#metal)"/>`
    + gem(cx, cy + size * 0.25, size * 0.55, cut);
}

const NECKLACE_CHAIN = 'M80 110 C90 330 160 410 200 410 C240 410 310 330 320 110';
const NECKLACES: ((cut: Cut) => string)[] = [
  // A drop pendant.
  (cut) => chain(NECKLACE_CHAIN) + pendant(200, 440, 38, cut),
  // A heart of metal around a stone.
  (cut) => chain(NECKLACE_CHAIN, 5, '6 4') + `<path d="M200 505 C170 480 138 456 140 428 C142 402 178 396 200 420 C222 396 258 402 260 428 C262 456 230 480 200 505Z" fill="none" stroke="url(#metal)" stroke-width="12"/>${gem(200, 446, 14, cut)}`,
  // A bar across the chain's lowest point, with small stones.
  () => chain('M80 110 C90 300 140 404 150 410 M250 410 C260 404 310 300 320 110', 5, '8 4') + `<rect x="140" y="402" width="120" height="18" rx="9" fill="url(#metal)"/>` + [165, 200, 235].map((x) => gem(x, 411, 6)).join(''),
  // A single stone on a fine chain.
  (cut) => chain(NECKLACE_CHAIN, 4, '5 3') + `<circle cx="200" cy="418" r="8" fill="url(#metal)"/>${gem(200, 450, 28, cut)}`,
  // A coin medallion with a star.
  () => chain(NECKLACE_CHAIN, 6, '9 4') + `<circle cx="200" cy="460" r="52" fill="url(#metal)"/><circle cx="200" cy="460" r="42" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/><path d="M200 430 l8 20 21 2 -16 13 5 21 -18 -11 -18 11 5 -21 -16 -13 21 -2z" fill="#ffffff" fill-opacity="0.55"/>`,
  // Stations: stones set along the chain.
  (cut) => chain(NECKLACE_CHAIN, 5, '7 4') + [0.18, 0.34, 0.5, 0.66, 0.82].map((t) => {
    const x = 80 + 240 * t;
    const y = 110 + 300 * Math.sin(Math.PI * t) ** 0.6;
    return gem(x, y, t === 0.5 ? 20 : 11, cut);
  }).join(''),
];

function earring(cx: number, cy = 230, scale = 1, cut: Cut = 'round'): string {
  return `<path d="M${cx} ${cy - 70 * scale} q${18 * scale} ${-14 * scale} ${22 * scale} ${12 * scale}" fill="none" stroke="url(#metal)" stroke-width="${5 * scale}" stroke-linecap="round"/>`
    + `<circle cx="${cx}" cy="${cy - 40 * scale}" r="${9 * scale}" fill="url(#metal)"/>`
    + `<line x1="${cx}" y1="${cy - 32 * scale}" x2="${cx}" y2="${cy + 10 * scale}" stroke="url(#metal)" stroke-width="${4 * scale}"/>`
    + pendant(cx, cy + 50 * scale, 34 * scale, cut);
}

const EARRINGS: ((cut: Cut) => string)[] = [
  // Drops.
  (cut) => earring(135, 250, 1.5, cut) + earring(265, 250, 1.5, cut),
  // Hoops with a row of stones.
  () => [130, 270].map((cx) => `<circle cx="${cx}" cy="320" r="62" fill="none" stroke="url(#metal)" stroke-width="12"/>${pave(cx, 320, 62, 62, 30, 150, 5, 6)}`).join(''),
  // Studs: a stone in a metal collet.
  (cut) => [130, 270].map((cx) => `<circle cx="${cx}" cy="300" r="46" fill="url(#metal)"/>${gem(cx, 300, 36, cut)}`).join(''),
  // Huggies with a small dangle.
  (cut) => [130, 270].map((cx) => `<path d="M${cx - 34} 270 A34 40 0 1 0 ${cx + 34} 270" fill="none" stroke="url(#metal)" stroke-width="14"/><line x1="${cx}" y1="310" x2="${cx}" y2="352" stroke="url(#metal)" stroke-width="3"/>${gem(cx, 372, 18, cut)}`).join(''),
];

const BRACELETS: ((cut: Cut) => string)[] = [
  // A bangle with a row of stones.
  (cut) => `<ellipse cx="200" cy="330" rx="135" ry="70" fill="none" stroke="url(#metal)" stroke-width="26"/>`
    + `<ellipse cx="200" cy="322" rx="120" ry="58" fill="none" stroke="#000" stroke-opacity="0.07" stroke-width="5"/>`
    + [0, 1, 2, 3, 4].map((i) => gem(110 + i * 45, 380 + Math.sin((i / 4) * Math.PI) * 28, 13, cut)).join(''),
  // A link chain with a charm.
  (cut) => `<ellipse cx="200" cy="330" rx="135" ry="70" fill="none" stroke="url(#metal)" stroke-width="9" stroke-dasharray="16 6"/>${gem(200, 420, 22, cut)}<line x1="200" y1="400" x2="200" y2="392" stroke="url(#metal)" stroke-width="3"/>`,
  // Tennis: stones all around.
  () => `<ellipse cx="200" cy="330" rx="135" ry="70" fill="none" stroke="url(#metal)" stroke-width="8"/>${pave(200, 330, 135, 70, 0, 345, 24, 8)}`,
  // An open cuff.
  (cut) => `<path d="M90 300 A112 64 0 1 0 310 300" fill="none" stroke="url(#metal)" stroke-width="40" stroke-linecap="round"/>${gem(90, 300, 16, cut)}${gem(310, 300, 16, cut)}`,
];

const WATCH_DIALS = ['#fbfbf8', '#1f2a44', '#1d1d1b', '#efe2c4'];
const WATCH_STRAPS = ['#5b4636', '#1d1d1b', 'url(#metal)', '#7a2e2e'];

function watch(design: number): string {
  const dial = WATCH_DIALS[design % WATCH_DIALS.length]!;
  const strap = WATCH_STRAPS[Math.floor(design / WATCH_DIALS.length) % WATCH_STRAPS.length]!;
  const ink = dial === '#1f2a44' || dial === '#1d1d1b' ? '#f3f0e8' : '#3a3a3a';
  const square = design % 3 === 2;
  const markers = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const r1 = i % 3 === 0 ? 52 : 58;
    return `<line x1="${f(200 + Math.sin(a) * r1)}" y1="${f(300 - Math.cos(a) * r1)}" x2="${f(200 + Math.sin(a) * 64)}" y2="${f(300 - Math.cos(a) * 64)}" stroke="${ink}" stroke-width="${i % 3 === 0 ? 4 : 2}"/>`;
  }).join('');
  const strapLinks = strap === 'url(#metal)' ? `<path d="M160 ${110} H240 M160 150 H240 M160 450 H240 M160 490 H240" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>` : '';
  const caseShape = square
    ? `<rect x="112" y="212" width="176" height="176" rx="26" fill="url(#metal)"/><rect x="128" y="228" width="144" height="144" rx="16" fill="${dial}"/>`
    : `<circle cx="200" cy="300" r="92" fill="url(#metal)"/><circle cx="200" cy="300" r="74" fill="${dial}"/>`;
  return `<rect x="160" y="70" width="80" height="460" rx="22" fill="${strap}"/>${strapLinks}`
    + caseShape + markers
    + `<line x1="200" y1="300" x2="200" y2="252" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`
    + `<line x1="200" y1="300" x2="236" y2="318" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`
    + `<circle cx="200" cy="300" r="5" fill="url(#metal)"/><rect x="${square ? 286 : 290}" y="292" width="14" height="16" rx="3" fill="url(#metal)"/>`;
}

function set(design: number, cut: Cut): string {
  const necklace = NECKLACES[design % NECKLACES.length]!(cut);
  return `<g transform="translate(50 10) scale(0.75)">${necklace}</g>${earring(95, 430, 0.8, cut)}${earring(305, 430, 0.8, cut)}`;
}

function brooch(design: number, cut: Cut): string {
  const count = 5 + (design % 4);
  const petals = Array.from({ length: count }, (_, i) => `<ellipse cx="200" cy="235" rx="34" ry="62" fill="url(#metal)" transform="rotate(${f((i * 360) / count)} 200 300)"/>`).join('');
  return `${petals}<circle cx="200" cy="300" r="40" fill="url(#metal)"/>${gem(200, 302, 30, cut)}`;
}

function anklet(design: number, cut: Cut): string {
  const count = 3 + (design % 3);
  const charms = Array.from({ length: count }, (_, i) => gem(200 + (i - (count - 1) / 2) * 46, 392 - (i % 2) * 8, 11, cut)).join('');
  return `<ellipse cx="200" cy="330" rx="140" ry="62" fill="none" stroke="url(#metal)" stroke-width="6" stroke-dasharray="9 5"/>${charms}`;
}

function hair(design: number, cut: Cut): string {
  const count = 5 + (design % 3) * 2;
  const stones = Array.from({ length: count }, (_, i) => gem(92 + (i * 216) / (count - 1), 300 - Math.sin((i / (count - 1)) * Math.PI) * 40, 12, cut)).join('');
  return `<path d="M70 330 Q200 220 330 330" fill="none" stroke="url(#metal)" stroke-width="24" stroke-linecap="round"/>${stones}`;
}

const pick = <T>(list: T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

/** The drawing of a kind of jewellery in one of its designs. */
export function drawShape(shape: Shape, { design, cut }: Design = { design: 0, cut: 'round' }): string {
  switch (shape) {
    case 'ring':
      return pick(RINGS, design)(cut);
    case 'necklace':
      return pick(NECKLACES, design)(cut);
    case 'earring':
      return pick(EARRINGS, design)(cut);
    case 'bracelet':
      return pick(BRACELETS, design)(cut);
    case 'watch':
      return watch(Math.abs(design));
    case 'set':
      return set(Math.abs(design), cut);
    case 'brooch':
      return brooch(Math.abs(design), cut);
    case 'anklet':
      return anklet(Math.abs(design), cut);
    case 'hair':
      return hair(Math.abs(design), cut);
    default:
      return gem(200, 300, 90, cut);
  }
}

/** How many designs a kind has (the variety a category can show). */
export function designCount(shape: Shape): number {
  return { ring: RINGS.length, necklace: NECKLACES.length, earring: EARRINGS.length, bracelet: BRACELETS.length, watch: WATCH_DIALS.length * WATCH_STRAPS.length }[shape as string] ?? 4;
}
