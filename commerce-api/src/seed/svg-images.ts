// Small self-contained images (data: URIs) for the payment and trust logos of the footer and the
// carriers' service-type icons, so they show without any image server or outside request.
function dataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A 112x56 logo tile with the mark's name. */
export function logoTile(label: string, colour: string, background = '#ffffff'): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="112" height="56" viewBox="0 0 112 56" role="img" aria-label="${label}">` +
      `<rect x="1" y="1" width="110" height="54" rx="8" fill="${background}" stroke="#d9d4cc"/>` +
      `<text x="56" y="35" font-family="Arial, Helvetica, sans-serif" font-size="${label.length > 8 ? 13 : 18}" font-weight="700" fill="${colour}" text-anchor="middle">${label}</text>` +
      `</svg>`,
  );
}

const ICON_PATHS: Record<string, string> = {
  // truck
  truck: '<path d="M3 7h11v8H3zM14 10h4l3 3v2h-7z" fill="none" stroke="currentColor" stroke-width="1.6"/><circle cx="7" cy="17" r="1.8"/><circle cx="17" cy="17" r="1.8"/>',
  // clock
  sameDay: '<circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" stroke-width="1.6"/><path d="M12 7v5l3.5 2" fill="none" stroke="currentColor" stroke-width="1.6"/>',
  // courier (person with parcel)
  courier: '<circle cx="9" cy="6" r="2.5"/><path d="M5 20v-6a4 4 0 0 1 8 0v6" fill="none" stroke="currentColor" stroke-width="1.6"/><rect x="14" y="11" width="6" height="6" fill="none" stroke="currentColor" stroke-width="1.6"/>',
  // storefront
  branch: '<path d="M4 10h16v10H4zM3 10l2-5h14l2 5" fill="none" stroke="currentColor" stroke-width="1.6"/><rect x="10" y="14" width="4" height="6"/>',
};

/** A 24x24 line icon in the shop's ink colour. */
export function serviceIcon(name: keyof typeof ICON_PATHS): string {
  return dataUri(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" color="#3d2f1e" fill="#3d2f1e">${ICON_PATHS[name]}</svg>`);
}

export interface BannerPalette {
  from: string;
  to: string;
  metal: string;
  accent: string;
}

export const PALETTES = {
  champagne: { from: '#f6efe4', to: '#e3cfae', metal: '#c9a14a', accent: '#ffffff' },
  night: { from: '#1d1a2b', to: '#3c3357', metal: '#e2c378', accent: '#f4e7c5' },
  rose: { from: '#fbe9e7', to: '#e9b8b0', metal: '#c98b7b', accent: '#ffffff' },
  silver: { from: '#eef1f4', to: '#c9d1da', metal: '#9aa4ae', accent: '#ffffff' },
  emerald: { from: '#0f3b34', to: '#1f6356', metal: '#d8b863', accent: '#e9f5ef' },
  winter: { from: '#e8eef7', to: '#b7c7e0', metal: '#8fa3c2', accent: '#ffffff' },
} satisfies Record<string, BannerPalette>;

/**
 * A text-free banner illustration (the block's title and alt text carry the words): a soft
 * gradient with interlaced rings and sparkles. Width and height are the intrinsic size.
 */
export function bannerArt(palette: BannerPalette, width = 1600, height = 600, seed = 1): string {
  const cx = width * (0.62 + (seed % 3) * 0.08);
  const cy = height * 0.52;
  const r = Math.min(width, height) * 0.28;
  const sparkles = Array.from({ length: 7 }, (_, i) => {
    const x = ((i * 977 + seed * 131) % 1000) / 1000 * width;
    const y = ((i * 613 + seed * 71) % 1000) / 1000 * height;
    const s = 6 + ((i * 37 + seed) % 10);
    return `<path d="M${x} ${y - s}L${x + s / 4} ${y - s / 4}L${x + s} ${y}L${x + s / 4} ${y + s / 4}L${x} ${y + s}L${x - s / 4} ${y + s / 4}L${x - s} ${y}L${x - s / 4} ${y - s / 4}Z" fill="${palette.accent}" opacity="0.8"/>`;
  }).join('');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
      `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.accent}"/><stop offset=".45" stop-color="${palette.metal}"/><stop offset="1" stop-color="${palette.metal}" stop-opacity=".7"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.92}" fill="none" stroke="url(#metal)" stroke-width="${r * 0.12}"/>` +
      `<ellipse cx="${cx + r * 0.75}" cy="${cy + r * 0.1}" rx="${r * 0.8}" ry="${r * 0.74}" fill="none" stroke="url(#metal)" stroke-width="${r * 0.09}" opacity=".85"/>` +
      `<circle cx="${cx - r * 0.62}" cy="${cy - r * 0.62}" r="${r * 0.14}" fill="${palette.accent}" stroke="${palette.metal}" stroke-width="${r * 0.04}"/>` +
      sparkles +
      `</svg>`,
  );
}
