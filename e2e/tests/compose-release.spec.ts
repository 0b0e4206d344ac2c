// A team's release goes live through the shell team's compose tool, with no restart: mf-catalog
// released at a new version (by `npm run release`, see start-e2e-site.mjs) is switched live with
// `compose set` — the category page, server-rendered and in the browser, comes from it — then
// `compose rollback` brings the old one back. A `set` the checks refuse changes nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_RELEASE_VERSION } from '../scripts/e2e-paths.mjs';
import { compose, readComposition, siteFollows, writeComposition } from '../scripts/e2e-compose.mjs';
import { expect, test, area, demoListing } from './support';

const root = resolve(import.meta.dirname, '..', '..');
const catalogDist = join(root, 'mf-catalog', 'dist');

const liveCatalog = async () => (await readComposition()).remotes.mf_catalog.version as string;

/** A copy of the release whose manifest was changed by `edit`: a version the checks must refuse. */
function brokenCopy(version: string, edit: (manifest: Record<string, unknown>) => void) {
  const dir = join(catalogDist, version);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(catalogDist, E2E_RELEASE_VERSION), dir, { recursive: true });
  const file = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  edit(manifest);
  writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

test('a release is set live, rolled back, and a refused set changes nothing', async ({ page, request }) => {
  const original = await readComposition();
  const deployed = await liveCatalog();
  const { category } = await demoListing(request);
  const record = JSON.parse(readFileSync(join(catalogDist, E2E_RELEASE_VERSION, 'release.json'), 'utf8'));
  expect(record).toMatchObject({ package: 'mf-catalog', version: E2E_RELEASE_VERSION, federationName: 'mf_catalog' });
  expect(record.exposes).toContain('./CategoryPage');
  expect(record.gitCommit).toMatch(/^[0-9a-f]{40}$/);
  const broken: string[] = [];
  try {
    await page.goto(category.path);
    await expect(area(page, 'mf-catalog')).toHaveAttribute('data-version', deployed);

    // A version that exists already cannot be released again.
    const again = spawnSync('npm', ['run', 'release', '-w', 'mf-catalog', '--', '--version', E2E_RELEASE_VERSION], { cwd: root, encoding: 'utf8' });
    expect(again.status).not.toBe(0);
    expect(`${again.stdout}${again.stderr}`).toContain('versions are immutable');

    const set = compose('set', 'mf-catalog', E2E_RELEASE_VERSION);
    expect(set.code, set.out).toBe(0);
    await siteFollows();
    expect(await liveCatalog()).toBe(E2E_RELEASE_VERSION);
    // The server renders the category from the new version (every site server follows within
    // a second), and the browser takes it over.
    await expect.poll(async () => (await request.get(category.path)).text(), { timeout: 2000, intervals: [50] }).toContain(`data-version="${E2E_RELEASE_VERSION}"`);
    const html = await (await request.get(category.path)).text();
    expect(html).toContain(`data-boundary="mf-catalog" data-version="${E2E_RELEASE_VERSION}"`);
    await page.reload();
    await expect(area(page, 'mf-catalog')).toHaveAttribute('data-version', E2E_RELEASE_VERSION);
    await expect(area(page, 'mf-catalog').getByRole('heading', { level: 1, name: category.name })).toBeVisible();

    const statusOut = compose('status').out;
    expect(statusOut).toMatch(new RegExp(`mf-catalog \\(mf_catalog\\): live ${E2E_RELEASE_VERSION.replace(/\./g, '\\.')} since `));

    // Refused: each says why, and the live composition stays as it is.
    broken.push(brokenCopy('0.1.0-e2e-no-search', (m) => {
      m.exposes = (m.exposes as { name: string }[]).filter((e) => e.name !== 'SearchPage');
    }));
    broken.push(brokenCopy('0.1.0-e2e-react18', (m) => {
      for (const s of m.shared as { name: string; requiredVersion: string }[]) if (s.name === 'react') s.requiredVersion = '^18.2.0';
    }));
    const live = JSON.stringify(await readComposition());
    for (const [version, reason] of [
      ['9.9.9', /has no mf-manifest\.json/],
      ['0.1.0-e2e-no-search', /does not expose \.\/SearchPage/],
      ['0.1.0-e2e-react18', /singleton react: it requires \^18\.2\.0/],
    ] as const) {
      const refused = compose('set', 'mf_catalog', version);
      expect(refused.code, refused.out).toBe(1);
      expect(refused.out).toMatch(reason);
      expect(JSON.stringify(await readComposition())).toBe(live);
    }
    await page.reload();
    await expect(area(page, 'mf-catalog')).toHaveAttribute('data-version', E2E_RELEASE_VERSION);

    const back = compose('rollback', 'mf-catalog');
    expect(back.code, back.out).toBe(0);
    await siteFollows();
    expect(await liveCatalog()).toBe(deployed);
    await expect.poll(async () => (await request.get(category.path)).text(), { timeout: 2000, intervals: [50] }).toContain(`data-version="${deployed}"`);
    await page.reload();
    await expect(area(page, 'mf-catalog')).toHaveAttribute('data-version', deployed);
    expect(compose('history').out).toMatch(new RegExp(`e2e\\s+set\\s+mf-catalog\\s+${deployed.replace(/\./g, '\\.')} -> ${E2E_RELEASE_VERSION.replace(/\./g, '\\.')}[\\s\\S]*e2e\\s+rollback`));
  } finally {
    await writeComposition(original);
    for (const dir of broken) rmSync(dir, { recursive: true, force: true });
  }
});
