// Badge text stays readable on whatever colour the catalogue gives a badge.
import { badgeColors } from './badge-colors';

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test.each(['#b8860b', '#7f8c8d', '#c0392b', '#1d1d1b', '#f1c40f', '#ffffff'])('text on %s meets 4.5:1', (background) => {
  const colours = badgeColors(background)!;
  expect(colours.backgroundColor).toBe(background);
  expect(contrast(colours.backgroundColor, colours.color)).toBeGreaterThanOrEqual(4.5);
});

test('a dark badge keeps light text; no colour, no style; an unreadable colour keeps its own value', () => {
  expect(badgeColors('#1d1d1b')?.color).toBe('#ffffff');
  expect(badgeColors(null)).toBeUndefined();
  expect(badgeColors('rebeccapurple')).toEqual({ backgroundColor: 'rebeccapurple', color: '#ffffff' });
});
