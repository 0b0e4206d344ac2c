// Progressive delivery as a remote's team and the shell team use it: a released version tried on
// the real shop through a QA override link (that browser only, server HTML and browser alike), a
// canary that sends part of the visitors to the new version and keeps each visitor on one side,
// and a canary whose version breaks in its area ended automatically once the browsers' reports
// show it, everybody back on the live version. The versions are the e2e site's second build of
// mf-stores-content (start-e2e-site.mjs); the composition changes through the compose tool.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_ALT_VERSION } from '../scripts/e2e-paths.mjs';
import { canaryServed, compose, readComposition, writeComposition } from '../scripts/e2e-compose.mjs';
import { expect, test, area } from './support';

const AREA_VERSION = /data-boundary="mf-stores-content" data-version="([^"]+)"/;
const CONSENT_ANALYTICS = 'v1.a1.m0';

test.describe.configure({ mode: 'serial' });

/** The version of mf-stores-content in the server's HTML of a page, as this browser gets it. */
async function serverVersion(context: BrowserContext, path = '/') {
  const html = await (await context.request.get(path)).text();
  return AREA_VERSION.exec(html)?.[1] ?? null;
}

async function visitor(browser: Browser, cookies: Record<string, string> = {}) {
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseURL })));
  return context;
}

async function homeVersion(page: Page) {
  await page.goto('/');
  const region = area(page, 'mf-stores-content');
  await expect(region).toBeVisible();
  return region.getAttribute('data-version');
}

test('a QA override link shows a released version to that browser only, until it is cleared', async ({ browser, request }) => {
  const live = (await readComposition()).remotes.mf_stores_content.version as string;
  const printed = compose('override', 'mf-stores-content', E2E_ALT_VERSION, '--hours', '1');
  expect(printed.code, printed.out).toBe(0);
  const link = /\/qa-override\?token=[A-Za-z0-9_.-]+/.exec(printed.out)?.[0];
  expect(link, printed.out).toBeTruthy();

  const tester = await visitor(browser);
  const page = await tester.newPage();
  try {
    await page.goto(link!);
    await expect(page).toHaveURL(/\/$/);
    // Server and browser render the override's version, and the page says so.
    expect(await serverVersion(tester)).toBe(E2E_ALT_VERSION);
    await expect(area(page, 'mf-stores-content')).toHaveAttribute('data-version', E2E_ALT_VERSION);
    await expect(page.getByRole('status').filter({ hasText: E2E_ALT_VERSION })).toBeVisible();
    // That page is the tester's alone: no shared cache may keep it.
    expect((await tester.request.get('/')).headers()['cache-control']).toMatch(/private/);

    // Anybody else gets the live version, with no marker.
    const html = await (await request.get('/')).text();
    expect(AREA_VERSION.exec(html)?.[1]).toBe(live);

    // A forged or expired link is refused, in both languages, and changes nothing.
    const forged = await request.get(`${link!.slice(0, -4)}AAAA`);
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toMatch(/geçersiz[\s\S]*invalid/);

    // Clearing it brings the live version back.
    await page.getByRole('link', { name: /kaldır|clear/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(area(page, 'mf-stores-content')).toHaveAttribute('data-version', live);
    await expect(page.getByRole('status').filter({ hasText: E2E_ALT_VERSION })).toHaveCount(0);
    expect(await serverVersion(tester)).toBe(live);
  } finally {
    await tester.close();
  }
});

test('a canary at 50 % shows both versions to different visitors and the same one to each visitor across pages', async ({ browser, request }) => {
  const original = await readComposition();
  const live = original.remotes.mf_stores_content.version as string;
  const started = compose('canary', 'mf-stores-content', E2E_ALT_VERSION, '--share', '50');
  expect(started.code, started.out).toBe(0);
  await canaryServed('mf_stores_content', E2E_ALT_VERSION);
  const contexts: BrowserContext[] = [];
  try {
    // A new visitor is given a bucket with the page (and the page is kept by no shared cache).
    const first = await request.get('/', { headers: { cookie: '' } });
    expect(first.headers()['set-cookie']).toMatch(/sf_bucket=\d{1,2};/);

    // Buckets 0-49 are in a 50 % canary, 50-99 are not.
    for (const [bucket, expected] of [['7', E2E_ALT_VERSION], ['93', live]] as const) {
      const context = await visitor(browser, { sf_bucket: bucket });
      contexts.push(context);
      const page = await context.newPage();
      for (let round = 0; round < 2; round++) {
        expect(await serverVersion(context)).toBe(expected);
        expect(await homeVersion(page)).toBe(expected);
        // Another page and back: the visitor stays on the same side.
        await page.goto('/sayfa/hakkimizda');
        await expect(area(page, 'mf-stores-content')).toHaveAttribute('data-version', expected);
      }
    }
    const status = compose('canary', 'status');
    expect(status.code, status.out).toBe(0);
    expect(status.out).toContain(E2E_ALT_VERSION);
  } finally {
    for (const context of contexts) await context.close();
    compose('abort', 'mf-stores-content');
    await writeComposition(original);
  }
});

test('a canary whose version breaks in its area is ended automatically, and everybody gets the live version again', async ({ browser }) => {
  test.setTimeout(120_000);
  const original = await readComposition();
  const live = original.remotes.mf_stores_content.version as string;
  const started = compose('canary', 'mf-stores-content', E2E_ALT_VERSION, '--share', '50');
  expect(started.code, started.out).toBe(0);
  await canaryServed('mf_stores_content', E2E_ALT_VERSION);
  // A visitor in the canary who allowed analytics: the canary's home page module throws.
  const context = await visitor(browser, { sf_bucket: '3', cookie_consent: CONSENT_ANALYTICS });
  await context.route(new RegExp(`/remotes/mf-stores-content/${E2E_ALT_VERSION.replace(/\./g, '\\.')}/.*HomePage.*\\.js$`), (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('e2e: the canary breaks in its area');" }),
  );
  const page = await context.newPage();
  try {
    let ended = false;
    for (let view = 0; view < 40 && !ended; view++) {
      const telemetryLoaded = page.waitForResponse((r) => /\/telemetry\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname) || /telemetry.*\.js$/.test(r.url()), { timeout: 15_000 }).catch(() => null);
      await page.goto('/');
      await expect(area(page, 'mf-stores-content')).toBeVisible();
      await telemetryLoaded;
      // Leaving the page sends its report (pagehide).
      await page.goto('about:blank');
      ended = !(await readComposition()).canaries?.mf_stores_content;
    }
    await expect.poll(async () => Boolean((await readComposition()).canaries?.mf_stores_content), { timeout: 15_000 }).toBe(false);
    expect(compose('history').out).toMatch(/auto-abort\s+mf-stores-content/);
    // The visitor in the canary's bucket is served the live version again, server and browser.
    await context.unrouteAll();
    await expect.poll(() => serverVersion(context), { timeout: 2000 }).toBe(live);
    expect(await homeVersion(page)).toBe(live);
  } finally {
    await context.close();
    compose('abort', 'mf-stores-content');
    await writeComposition(original);
  }
});
