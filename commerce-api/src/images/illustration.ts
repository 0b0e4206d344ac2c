// Deterministic SVG illustration of a product picture: the product's kind of jewellery in its
// metal, with its stone colour, in a design and a stone cut of its own (from the product's id:
// two rings of a category differ); picture n shows another angle (rotation, zoom, backdrop,
// light), so the gallery has distinct images. Same input, same bytes (the ETag relies on it).
import { BACKGROUNDS, METAL_STOPS, type Metal, type Shape } from './illustration-style.js';
import { CUTS, drawShape, type Design } from './shapes.js';

export interface IllustrationInput {
  shape: Shape;
  metal: Metal;
  stone: string;
  /** Picture number (1-based): 1 is the front view. */
  n: number;
  /** Per-product seed for small variations between products of one kind. */
  seed: number;
  width: number;
  height: number;
}

const VIEWS = [
  { rotate: 0, scale: 1 },
  { rotate: -18, scale: 1.15 },
  { rotate: 14, scale: 0.9 },
  { rotate: -8, scale: 1.3 },
  { rotate: 24, scale: 1 },
];

/** An integer hash of the seed (neighbouring ids get unrelated designs). */
function mix(seed: number, salt: number): number {
  let h = Math.imul(seed ^ salt, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  return (h ^ (h >>> 13)) >>> 0;
}

/** The product's own design and stone cut. */
export function designFor(seed: number): Design {
  return { design: mix(seed, 0x51ed) % 24, cut: CUTS[mix(seed, 0xc07) % CUTS.length]! };
}

export function renderIllustration(input: IllustrationInput): string {
  const [m1, m2, m3] = METAL_STOPS[input.metal];
  const [b1, b2] = BACKGROUNDS[input.metal];
  const view = VIEWS[(input.n - 1) % VIEWS.length]!;
  const tilt = (mix(input.seed, 0x7117) % 13) - 6; // a few degrees per product
  // The light falls from a side of the product's own; the second and fourth pictures add a soft disc behind it.
  const lightX = 0.2 + (mix(input.seed + input.n, 0x1197) % 60) / 100;
  const backdrop = input.n % 2 === 0 ? `<circle cx="200" cy="300" r="190" fill="#ffffff" fill-opacity="0.55"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${input.height}" viewBox="0 0 400 600" role="img">`
    + `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b1}"/><stop offset="1" stop-color="${b2}"/></linearGradient>`
    + `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m1}"/><stop offset="0.5" stop-color="${m2}"/><stop offset="1" stop-color="${m3}"/></linearGradient>`
    + `<radialGradient id="stone" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="${input.stone}"/><stop offset="1" stop-color="${input.stone}" stop-opacity="0.85"/></radialGradient>`
    + `<radialGradient id="light" cx="${lightX.toFixed(2)}" cy="0.2" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="400" height="600" fill="url(#bg)"/><rect width="400" height="600" fill="url(#light)"/>${backdrop}`
    + `<ellipse cx="200" cy="540" rx="120" ry="14" fill="#000" fill-opacity="0.07"/>`
    + `<g transform="rotate(${view.rotate + tilt} 200 300) translate(200 300) scale(${view.scale}) translate(-200 -300)">${drawShape(input.shape, designFor(input.seed))}</g>`
    + `</svg>`;
}
