// The palette of the product illustrations: metal gradients, backgrounds and stone colours.
export type Metal = 'gold' | 'silver' | 'rose';
export type Shape = 'ring' | 'necklace' | 'bracelet' | 'earring' | 'set' | 'watch' | 'brooch' | 'anklet' | 'hair' | 'gem';

export const METAL_STOPS: Record<Metal, [string, string, string]> = {
  gold: ['#f7e08c', '#d4a531', '#9c7314'],
  silver: ['#f4f6f8', '#b9c0c8', '#7d8792'],
  rose: ['#f8d2c4', '#d99a85', '#a4614f'],
};

export const BACKGROUNDS: Record<Metal, [string, string]> = {
  gold: ['#fffaf0', '#f3e7cf'],
  silver: ['#f7f9fb', '#e2e7ee'],
  rose: ['#fff6f3', '#f2dfd8'],
};

/** Stone colour by the product's colour specification (tr or en value, folded). */
export const STONE_COLOURS: Record<string, string> = {
  sari: '#f2c94c',
  yellow: '#f2c94c',
  pembe: '#ef8fb3',
  pink: '#ef8fb3',
  beyaz: '#eef4ff',
  white: '#eef4ff',
  yesil: '#2f9e6b',
  green: '#2f9e6b',
  mavi: '#3d7fd9',
  blue: '#3d7fd9',
  kirmizi: '#c8323c',
  red: '#c8323c',
};

export const DEFAULT_STONE = '#eef4ff';
