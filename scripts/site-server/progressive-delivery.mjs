// What one site server does for progressive delivery:
// - follows the one composition every site server shares (composition-source.mjs: the file, or
//   PostgreSQL with LISTEN/NOTIFY), and keeps its live and canary versions loaded in the
//   renderer while releasing the others;
// - works out per request which versions a visitor is served (served-composition.mjs): the
//   canary bucket cookie, a QA override (qa-override.mjs);
// - every few seconds writes its browsers' figures for each running canary (the canary version
//   and the live one, counted since it saw the canary start) to the store, reads every
//   server's, and ends the canary itself when the verdict is abort (canary-figures.mjs).
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { composePaths } from '../compose/compose-paths.mjs';
import { abortCanary, verdictOptions as verdictOptionsOf } from '../compose/canary-commands.mjs';
import { canaryFiguresOf, canaryVerdict, subtractFigures, sumFigures } from './canary-figures.mjs';
import { createCompositionSource } from './composition-source.mjs';
import { createQaOverrides } from './qa-override.mjs';
import { FEDERATIONS } from './telemetry-endpoint.mjs';
import { bucketCookie, bucketOf, canariesRunning, compositionsInService, drawBucket, servedComposition } from './served-composition.mjs';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const FEDERATION_NAMES = new Set(FEDERATIONS);

/**
 * @param {ReturnType<import('./settings.mjs').siteSettings>} settings
 * @param {{ metrics: { registry: import('prom-client').Registry }, renderer: { retain: (compositions: object[]) => void },
 *   log: (message: string) => void, env?: NodeJS.ProcessEnv, checkEveryMs?: number }} deps
 */
export function createProgressiveDelivery(settings, { metrics, renderer, log, env = process.env, checkEveryMs = Number(env.CANARY_CHECK_MS ?? 2000) }) {
  const storeEnv = { ...env, COMPOSITION_FILE: settings.compositionFile, DATABASE_URL: settings.databaseUrl ?? '' };
  const source = createCompositionSource({ env: storeEnv, paths: composePaths(storeEnv, settings.root), log: { info() {}, warn: log } });
  let secret = null;
  const overrides = createQaOverrides(settings, {
    secret: () => (secret ??= source.store.overrideSecret().catch((err) => {
      secret = null;
      throw err;
    })),
  });
  const secure = settings.publicUrl.startsWith('https:');
  const serverId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const verdictOptions = verdictOptionsOf(env);

  // The renderer keeps what is served to everybody; a change of composition is followed at once.
  const retain = (composition) => composition && renderer.retain(compositionsInService(composition));
  const unsubscribe = source.onChange(({ composition }) => retain(composition));

  /** The versions a visitor is served, and the cookies that go with the answer. */
  async function served(cookieHeader) {
    const { composition: state } = source.current();
    if (!state) return { composition: null, text: '', setCookies: [], override: null, canaries: [] };
    const setCookies = [];
    let bucket = bucketOf(cookieHeader);
    if (bucket === null && canariesRunning(state)) {
      bucket = drawBucket();
      setCookies.push(bucketCookie(bucket, { secure }));
    }
    let override = null;
    try {
      const found = await overrides.fromCookie(cookieHeader);
      override = found.override;
      if (found.present && !override) setCookies.push(overrides.clearCookie);
    } catch (err) {
      log(`QA override not checked (${err.message}): serving without it`);
    }
    return { ...servedComposition(state, { bucket, override }), setCookies };
  }

  // Versions on disk, remembered: the telemetry counts only versions that exist.
  const onDisk = new Map();
  function knownVersion(fed, version) {
    if (!FEDERATION_NAMES.has(fed) || typeof version !== 'string' || !VERSION.test(version)) return false;
    const key = `${fed}@${version}`;
    if (!onDisk.has(key)) {
      if (onDisk.size > 500) onDisk.clear();
      onDisk.set(key, existsSync(join(settings.root, fed.replace(/_/g, '-'), 'dist', version, 'mf-manifest.json')));
    }
    return onDisk.get(key);
  }

  // Each canary's figures as this server counted them when it first saw the canary.
  const baselines = new Map();
  let checking = false;
  async function checkCanaries() {
    const { composition } = source.current();
    if (checking || !composition || !canariesRunning(composition)) return;
    checking = true;
    try {
      const counted = canaryFiguresOf(await metrics.registry.getMetricsAsJSON(), composition);
      for (const id of baselines.keys()) if (!Object.values(counted).some((c) => c.id === id)) baselines.delete(id);
      for (const [fed, now] of Object.entries(counted)) {
        if (!baselines.has(now.id)) baselines.set(now.id, { canary: now.canary, live: now.live });
        const base = baselines.get(now.id);
        const liveVersion = composition.remotes[fed].version;
        await source.store.writeFigures(now.id, serverId, now.version, subtractFigures(now.canary, base.canary));
        await source.store.writeFigures(now.id, serverId, liveVersion, subtractFigures(now.live, base.live));
        const all = await source.store.readFigures(now.id);
        const total = (version) => sumFigures(all.filter((f) => f.version === version).map((f) => f.figures));
        const verdict = canaryVerdict({ canary: total(now.version), live: total(liveVersion) }, verdictOptions);
        if (verdict.verdict !== 'abort') continue;
        const { aborted } = await abortCanary(source.store, fed, now.id, { who: `site-server ${serverId}`, reason: verdict.reason, action: 'auto-abort' });
        if (aborted) log(`canary ${now.id} aborted automatically: ${verdict.reason}`);
      }
    } catch (err) {
      log(`canary check failed: ${err.message}`);
    } finally {
      checking = false;
    }
  }
  const timer = setInterval(() => void checkCanaries(), checkEveryMs);
  timer.unref();

  return {
    ready: source.ready.then(() => retain(source.current().composition)),
    current: () => source.current(),
    served,
    overrides,
    knownVersion,
    checkCanaries,
    store: source.store,
    async close() {
      clearInterval(timer);
      unsubscribe?.();
      await source.close();
    },
  };
}
