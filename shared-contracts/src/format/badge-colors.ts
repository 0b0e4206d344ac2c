// The colours of a product badge (spec: badges carry their colour from the catalogue): the
// badge's own background with whichever text colour reads better on it, so a light badge colour
// still meets WCAG's 4.5:1 for its small text. Every team that shows badges uses it.
/** Text colours badges may use: the card's light text, or dark text on light badge colours. */
const BADGE_TEXT_LIGHT = '#ffffff';
const BADGE_TEXT_DARK = '#1a1a1a';

function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A badge's colours: its own background (from the catalogue) with whichever text colour reads
 * better on it, so a light badge colour still meets WCAG's 4.5:1 for its small text.
 */
export function badgeColors(background: string | null | undefined): { backgroundColor: string; color: string } | undefined {
  if (!background) return undefined;
  const l = luminance(background);
  if (l === null) return { backgroundColor: background, color: BADGE_TEXT_LIGHT };
  const onLight = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance(BADGE_TEXT_DARK)! + 0.05);
  return { backgroundColor: background, color: onLight >= 4.5 || onLight >= onDark ? BADGE_TEXT_LIGHT : BADGE_TEXT_DARK };
}
