// SVG drawings of each kind of jewellery on a 400x600 canvas, centred on (200, 300). Fills refer
// to the gradients #metal and #stone defined by the illustration; nothing here is text, so an
// image reads the same in every language.
import type { Shape } from './illustration-style.js';

function gem(cx: number, cy: number, r: number): string {
  const p = (dx: number, dy: number) => `${cx + dx * r},${cy + dy * r}`;
  return `<polygon points="${p(0, -1)} ${p(0.9, -0.35)} ${p(0.55, 0.85)} ${p(-0.55, 0.85)} ${p(-0.9, -0.35)}" fill="url(#stone)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${r / 6}"/>`
    + `<polygon points="${p(0, -1)} ${p(0.3, -0.2)} ${p(-0.3, -0.2)}" fill="#ffffff" fill-opacity="0.45"/>`;
}

function ring(): string {
  return `<ellipse cx="200" cy="340" rx="96" ry="100" fill="none" stroke="url(#metal)" stroke-width="22"/>`
    + `<ellipse cx="200" cy="340" rx="80" ry="84" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="4"/>`
    + `<path d="M170 246 L200 222 L230 246 Z" fill="url(#metal)"/>${gem(200, 214, 30)}`;
}

function chain(d: string, width = 7): string {
  return `<path d="${d}" fill="none" stroke="url(#metal)" stroke-width="${width}" stroke-linecap="round" stroke-dasharray="10 5"/>`;
}

function pendant(cx: number, cy: number, size: number): string {
  return `<path d="M${cx} ${cy - size} C${cx + size} ${cy - size * 0.2} ${cx + size * 0.7} ${cy + size} ${cx} ${cy + size * 1.2} C${cx - size * 0.7} ${cy + size} ${cx - size} ${cy - size * 0.2} ${cx} ${cy - size} Z" fill="url(#metal)"/>`
    + gem(cx, cy + size * 0.25, size * 0.55);
}

function necklace(): string {
  return chain('M80 110 C90 330 160 410 200 410 C240 410 310 330 320 110') + pendant(200, 440, 38);
}

function bracelet(): string {
  const stones = [0, 1, 2, 3, 4].map((i) => gem(110 + i * 45, 380 + Math.sin((i / 4) * Math.PI) * 28, 13)).join('');
  return `<ellipse cx="200" cy="330" rx="135" ry="70" fill="none" stroke="url(#metal)" stroke-width="26"/>`
    + `<ellipse cx="200" cy="322" rx="120" ry="58" fill="none" stroke="#000" stroke-opacity="0.07" stroke-width="5"/>${stones}`;
}

function earring(cx: number, cy = 230, scale = 1): string {
  return `<path d="M${cx} ${cy - 70 * scale} q${18 * scale} ${-14 * scale} ${22 * scale} ${12 * scale}" fill="none" stroke="url(#metal)" stroke-width="${5 * scale}" stroke-linecap="round"/>`
    + `<circle cx="${cx}" cy="${cy - 40 * scale}" r="${9 * scale}" fill="url(#metal)"/>`
    + `<line x1="${cx}" y1="${cy - 32 * scale}" x2="${cx}" y2="${cy + 10 * scale}" stroke="url(#metal)" stroke-width="${4 * scale}"/>`
    + pendant(cx, cy + 50 * scale, 34 * scale);
}

function watch(): string {
  const markers = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const r1 = i % 3 === 0 ? 52 : 58;
    return `<line x1="${200 + Math.sin(a) * r1}" y1="${300 - Math.cos(a) * r1}" x2="${200 + Math.sin(a) * 64}" y2="${300 - Math.cos(a) * 64}" stroke="#3a3a3a" stroke-width="${i % 3 === 0 ? 4 : 2}"/>`;
  }).join('');
  return `<rect x="160" y="70" width="80" height="460" rx="22" fill="#5b4636"/>`
    + `<rect x="160" y="70" width="80" height="460" rx="22" fill="url(#metal)" fill-opacity="0.25"/>`
    + `<circle cx="200" cy="300" r="92" fill="url(#metal)"/><circle cx="200" cy="300" r="74" fill="#fbfbf8"/>${markers}`
    + `<line x1="200" y1="300" x2="200" y2="252" stroke="#222" stroke-width="5" stroke-linecap="round"/>`
    + `<line x1="200" y1="300" x2="236" y2="318" stroke="#222" stroke-width="3" stroke-linecap="round"/>`
    + `<circle cx="200" cy="300" r="5" fill="url(#metal)"/><rect x="290" y="292" width="14" height="16" rx="3" fill="url(#metal)"/>`;
}

function set(): string {
  return `<g transform="translate(50 10) scale(0.75)">${necklace()}</g>${earring(95, 430, 0.8)}${earring(305, 430, 0.8)}`;
}

function brooch(): string {
  const petals = Array.from({ length: 6 }, (_, i) => `<ellipse cx="200" cy="235" rx="34" ry="62" fill="url(#metal)" transform="rotate(${i * 60} 200 300)"/>`).join('');
  return `${petals}<circle cx="200" cy="300" r="40" fill="url(#metal)"/>${gem(200, 302, 30)}`;
}

function anklet(): string {
  const charms = [0, 1, 2].map((i) => gem(140 + i * 60, 392 - (i === 1 ? 8 : 0), 12)).join('');
  return `<ellipse cx="200" cy="330" rx="140" ry="62" fill="none" stroke="url(#metal)" stroke-width="6" stroke-dasharray="9 5"/>${charms}`;
}

function hair(): string {
  const stones = Array.from({ length: 7 }, (_, i) => gem(92 + i * 36, 300 - Math.sin((i / 6) * Math.PI) * 40, 12)).join('');
  return `<path d="M70 330 Q200 220 330 330" fill="none" stroke="url(#metal)" stroke-width="24" stroke-linecap="round"/>${stones}`;
}

const DRAW: Record<Shape, () => string> = {
  ring,
  necklace,
  bracelet,
  earring: () => earring(135, 250, 1.5) + earring(265, 250, 1.5),
  set,
  watch,
  brooch,
  anklet,
  hair,
  gem: () => gem(200, 300, 90),
};

export function drawShape(shape: Shape): string {
  return DRAW[shape]();
}
