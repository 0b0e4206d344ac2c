// Server rendering keeps runtime composition and contains a failing remote: a remote whose server
// build is missing, fails to load, throws while rendering or takes longer than the budget is
// rendered in the browser, while the rest of the page stays server-rendered with status 200.
// Each case deploys a version of mf-stores-content (its browser build copied from the deployed
// one, its server build broken in one way) and switches the composition file to it.
import type { APIRequestContext } from '@playwright/test';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_ALT_VERSION } from '../scripts/e2e-paths.mjs';
import { compose, readComposition, writeComposition } from '../scripts/e2e-compose.mjs';
import { expect, test, area } from './support';

const REMOTE_DIST = resolve(import.meta.dirname, '..', '..', 'mf-stores-content', 'dist');

/** Writes a server container (commonjs-module) that the federation runtime can load. */
const fakeContainer = (getBody: string) => `
module.exports = {
  init: function () {},
  get: function (request) { ${getBody} },
};`;

const CASES = {
  'server build missing': (dir: string) => {
    rmSync(join(dir, 'server'), { recursive: true, force: true });
    const manifestFile = join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    delete manifest.metaData.ssrRemoteEntry;
    writeFileSync(manifestFile, JSON.stringify(manifest));
  },
  'server build fails to load': (dir: string) => {
    writeFileSync(join(dir, 'server', 'remoteEntry.js'), "throw new Error('e2e: this server build is broken');\n");
  },
  'remote throws while rendering': (dir: string) => {
    writeFileSync(
      join(dir, 'server', 'remoteEntry.js'),
      fakeContainer("return Promise.resolve(function () { return { default: function Broken() { throw new Error('e2e: throws while rendering'); } }; });"),
    );
  },
  'remote over the time budget': (dir: string) => {
    writeFileSync(
      join(dir, 'server', 'remoteEntry.js'),
      fakeContainer("return new Promise(function (resolve) { setTimeout(function () { resolve(function () { return { default: function Late() { return null; } }; }); }, 10000); });"),
    );
  },
} as const;

async function rawHome(request: APIRequestContext) {
  const response = await request.get('/', { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

for (const [name, breakIt] of Object.entries(CASES)) {
  test(`a remote whose ${name} renders in the browser; the page stays server-rendered`, async ({ page, request }) => {
    const version = `e2e-ssr-${name.replace(/\W+/g, '-')}`;
    const dir = join(REMOTE_DIST, version);
    const original = await readComposition();
    try {
      rmSync(dir, { recursive: true, force: true });
      cpSync(join(REMOTE_DIST, E2E_ALT_VERSION), dir, { recursive: true });
      breakIt(dir);
      const composition = structuredClone(original);
      composition.remotes.mf_stores_content = { version, manifest: `/remotes/mf-stores-content/${version}/mf-manifest.json` };
      await writeComposition(composition);

      const { status, html } = await rawHome(request);
      expect(status).toBe(200);
      // The shell is server-rendered: header navigation and footer are in the HTML.
      expect(html).toContain('data-boundary="shell"');
      expect(html).toMatch(/<footer[\s>]/);
      // The remote's area is not: no element of its team in the HTML.
      expect(html).not.toContain('data-boundary="mf-stores-content"');

      // In the browser the area renders from the version's browser build.
      await page.goto('/');
      await expect(area(page, 'mf-stores-content')).toBeVisible();
      await expect(area(page, 'mf-stores-content')).toHaveAttribute('data-version', E2E_ALT_VERSION);
    } finally {
      await writeComposition(original);
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('compose set switches the server-rendered remote too, with no restart', async ({ page, request }) => {
  const original = await readComposition();
  const deployed = original.remotes.mf_stores_content.version as string;
  expect(existsSync(join(REMOTE_DIST, E2E_ALT_VERSION, 'server', 'remoteEntry.js'))).toBe(true);
  try {
    const before = await rawHome(request);
    expect(before.html).toMatch(new RegExp(`data-boundary="mf-stores-content" data-version="${deployed.replace(/\./g, '\\.')}"`));

    const set = compose('set', 'mf-stores-content', E2E_ALT_VERSION);
    expect(set.code, set.out).toBe(0);

    // Every site server follows a change within a second.
    await expect.poll(async () => (await rawHome(request)).html, { timeout: 2000, intervals: [50] }).toContain(`data-version="${E2E_ALT_VERSION}"`);
    const after = await rawHome(request);
    expect(after.status).toBe(200);
    // The server rendered the new version's server build, and the page names its files.
    expect(after.html).toContain(`data-boundary="mf-stores-content" data-version="${E2E_ALT_VERSION}"`);
    expect(after.html).toContain(`/remotes/mf-stores-content/${E2E_ALT_VERSION}/`);
    expect(after.html).not.toContain(`/remotes/mf-stores-content/${deployed}/`);

    // The browser takes the page over with the same version.
    await page.goto('/');
    await expect(area(page, 'mf-stores-content')).toHaveAttribute('data-version', E2E_ALT_VERSION);
  } finally {
    await writeComposition(original);
  }
  await expect.poll(async () => (await rawHome(request)).html, { timeout: 2000, intervals: [50] }).toContain(`data-version="${deployed}"`);
  const back = await rawHome(request);
  expect(back.html).toContain(`data-version="${deployed}"`);
});
