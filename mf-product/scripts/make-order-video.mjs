// Renders the order and delivery film (src/order-delivery/order-delivery.webm and its poster)
// from scene.html: each frame is a screenshot of the CSS animations held at that instant, then
// ffmpeg encodes them as VP9. Needs Chromium at /usr/bin/chromium and ffmpeg on the PATH; the
// outputs are committed, so builds need neither.
//   node mf-product/scripts/make-order-video.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const FPS = 15;
const SECONDS = 8;
const here = import.meta.dirname;
const out = join(here, '..', 'src', 'order-delivery');
const frames = mkdtempSync(join(tmpdir(), 'order-video-'));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
await page.goto(`file://${join(here, 'order-video', 'scene.html')}`);
for (let i = 0; i < FPS * SECONDS; i += 1) {
  const ms = (i * 1000) / FPS;
  await page.evaluate((t) => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = t;
    }
  }, ms);
  await page.screenshot({ path: join(frames, `frame${String(i).padStart(4, '0')}.png`) });
}
await browser.close();

const ffmpeg = (args) => {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
};
ffmpeg(['-framerate', String(FPS), '-i', join(frames, 'frame%04d.png'), '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '38', '-pix_fmt', 'yuv420p', '-an', join(out, 'order-delivery.webm')]);
// The poster is the first scene once its tick is drawn (1.2 s in).
ffmpeg(['-i', join(frames, `frame${String(Math.round(1.2 * FPS)).padStart(4, '0')}.png`), '-quality', '80', join(out, 'order-delivery-poster.webp')]);
rmSync(frames, { recursive: true, force: true });
console.log(`order and delivery film written to ${out}`);
