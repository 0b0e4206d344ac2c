// The shop's mark (the header's star, shell/src/layout/Logo.tsx) as a PNG for e-mails: mail apps
// show PNG where many refuse SVG. Drawn once per process: the star polygon filled in the shop's
// gold, edges smoothed by 4x4 samples per pixel, on a transparent square.
import { crc32, deflateSync } from 'node:zlib';

/** The star of the header's SVG (viewBox 0 0 24 24). */
const STAR: [number, number][] = [
  [12, 2], [15, 9], [22, 10], [17, 15], [18.5, 22], [12, 18.5], [5.5, 22], [7, 15], [2, 10], [9, 9],
];
const GOLD = [0x9a, 0x7b, 0x3f];
export const SHOP_LOGO_SIZE = 96;

function inside(x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = STAR.length - 1; i < STAR.length; j = i++) {
    const [xi, yi] = STAR[i]!;
    const [xj, yj] = STAR[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function drawLogo(size: number): Buffer {
  const scale = 24 / size;
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1); // filter byte 0 (none) at the start of each row
    for (let x = 0; x < size; x++) {
      let covered = 0;
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) if (inside((x + (sx + 0.5) / 4) * scale, (y + (sy + 0.5) / 4) * scale)) covered++;
      const at = row + 1 + x * 4;
      rows[at] = GOLD[0]!;
      rows[at + 1] = GOLD[1]!;
      rows[at + 2] = GOLD[2]!;
      rows[at + 3] = Math.round((covered / 16) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter set, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

let drawn: Buffer | null = null;

/** The logo PNG (SHOP_LOGO_SIZE square). */
export function shopLogoPng(): Buffer {
  drawn ??= drawLogo(SHOP_LOGO_SIZE);
  return drawn;
}
