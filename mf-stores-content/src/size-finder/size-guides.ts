// Size guide data and calculators. Turkish ring sizes are numbered by inner circumference: size
// n fits a finger of (n + 40) mm (size 14 = 54 mm, Ø 17.2 mm). The shop sells sizes 5-20,
// chains of 40-60 cm and bracelets of 16-20 cm (see the catalogue's variant values).

export const RING_SIZE_OFFSET_MM = 40;
export const RING_SIZES = Array.from({ length: 16 }, (_, i) => i + 5);
export const NECKLACE_LENGTHS_CM = [40, 45, 50, 55, 60];
export const BRACELET_SIZES_CM = [16, 17, 18, 19, 20];
/** Room a chain needs around the neck, and a bracelet around the wrist. */
export const NECKLACE_EASE_CM = 5;
export const BRACELET_EASE_CM = 1.5;

export const INPUT_RANGES = {
  ringCircumference: { min: 30, max: 90 },
  ringDiameter: { min: 10, max: 28 },
  neck: { min: 25, max: 60 },
  wrist: { min: 10, max: 25 },
} as const;

export type SizeResult = { status: 'ok'; value: number } | { status: 'tooSmall'; value: number } | { status: 'tooLarge'; value: number } | { status: 'invalid'; min: number; max: number };

export function ringRow(size: number) {
  const circumference = size + RING_SIZE_OFFSET_MM;
  return { size, circumference, diameter: Math.round((circumference / Math.PI) * 10) / 10 };
}

/** A typed number, with a decimal comma or point; NaN when it is not one. */
export function parseMeasure(raw: string): number {
  const text = raw.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
}

function inRange(value: number, range: { min: number; max: number }): boolean {
  return Number.isFinite(value) && value >= range.min && value <= range.max;
}

/** Between two sizes the larger one is right (a ring must pass the knuckle). */
export function ringSizeFor(measure: number, kind: 'circumference' | 'diameter'): SizeResult {
  const range = kind === 'diameter' ? INPUT_RANGES.ringDiameter : INPUT_RANGES.ringCircumference;
  if (!inRange(measure, range)) return { status: 'invalid', ...range };
  const circumference = kind === 'diameter' ? measure * Math.PI : measure;
  // 0.05 mm of tolerance: a measured 54.02 mm is size 14, not 15.
  const size = Math.ceil(circumference - RING_SIZE_OFFSET_MM - 0.05);
  if (size < RING_SIZES[0]) return { status: 'tooSmall', value: RING_SIZES[0] };
  if (size > RING_SIZES[RING_SIZES.length - 1]) return { status: 'tooLarge', value: RING_SIZES[RING_SIZES.length - 1] };
  return { status: 'ok', value: size };
}

export function necklaceLengthFor(neckCm: number): SizeResult {
  if (!inRange(neckCm, INPUT_RANGES.neck)) return { status: 'invalid', ...INPUT_RANGES.neck };
  const length = NECKLACE_LENGTHS_CM.find((l) => l >= neckCm + NECKLACE_EASE_CM);
  return length === undefined ? { status: 'tooLarge', value: NECKLACE_LENGTHS_CM[NECKLACE_LENGTHS_CM.length - 1] } : { status: 'ok', value: length };
}

/** More than a centimetre looser than the smallest bracelet is too small to suggest one. */
export function braceletSizeFor(wristCm: number): SizeResult {
  if (!inRange(wristCm, INPUT_RANGES.wrist)) return { status: 'invalid', ...INPUT_RANGES.wrist };
  const needed = wristCm + BRACELET_EASE_CM;
  const smallest = BRACELET_SIZES_CM[0];
  if (needed < smallest - 1) return { status: 'tooSmall', value: smallest };
  const size = BRACELET_SIZES_CM.find((s) => s >= needed - 0.05);
  return size === undefined ? { status: 'tooLarge', value: BRACELET_SIZES_CM[BRACELET_SIZES_CM.length - 1] } : { status: 'ok', value: size };
}
