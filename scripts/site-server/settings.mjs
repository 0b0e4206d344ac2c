// The site server's settings, read from the environment once at start (the tests build their
// own with other folders and ports).
import { join, resolve } from 'node:path';

const OFF = ['off', 'false', '0'];
const ON = ['on', 'true', '1'];
const isOff = (value) => OFF.includes(String(value ?? '').toLowerCase());
const isOn = (value) => ON.includes(String(value ?? '').toLowerCase());

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} root the repository's folder
 */
export function siteSettings(env = process.env, root = resolve(import.meta.dirname, '..', '..')) {
  const port = Number(env.PORT ?? 3000);
  const apiPort = Number(env.API_PORT ?? 4000);
  const shellDist = join(root, 'shell', 'dist');
  const budget = Number(env.SSR_BUDGET_MS ?? 300);
  const pageCacheMs = Number(env.SSR_CACHE_MS ?? 1000);
  const pageStaleMs = Number(env.SSR_STALE_MS ?? 10_000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const development = env.NODE_ENV === 'development';
  const count = (value, fallback, min = 1) => (Number.isInteger(Number(value ?? fallback)) && Number(value ?? fallback) >= min ? Number(value ?? fallback) : fallback);
  return {
    root,
    port,
    host: env.HOST ?? '0.0.0.0',
    apiPort,
    apiHost: '127.0.0.1',
    /**
     * Where the API is reached (API_URL; default the API started beside the site on API_PORT).
     * Behind nginx: its internal API address, which balances the API instances (deploy/).
     */
    apiUrl: (env.API_URL || `http://127.0.0.1:${apiPort}`).replace(/\/+$/, ''),
    /** API_INSTANCES is gone (several API processes are balanced by nginx): named at start. */
    apiInstancesAsked: env.API_INSTANCES ?? null,
    /** pino's level for the JSON log (LOG_LEVEL, default info: one line per request). */
    logLevel: env.LOG_LEVEL || 'info',
    /** On SIGTERM, requests in flight get this long to finish before the process exits (SHUTDOWN_GRACE_MS). */
    shutdownGraceMs: count(env.SHUTDOWN_GRACE_MS, 10_000, 0),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl,
    shellDist,
    /** The back office's build, served under /backoffice. */
    backofficeDist: join(root, 'backoffice', 'dist'),
    compositionFile: env.COMPOSITION_FILE ?? join(shellDist, 'composition.json'),
    routeTableFile: join(shellDist, 'route-table.json'),
    /** The shell's server build (pageRedirect, renderPage); without it the client-rendered index.html is served and no redirect made. */
    serverBundle: join(shellDist, 'server', 'main.js'),
    serverRendering: !isOff(env.SSR),
    /** Per-remote server render budget handed to renderPage. */
    renderBudgetMs: Number.isFinite(budget) && budget >= 0 ? budget : 300,
    /** How long a rendered anonymous page is kept for the same address (page-cache.mjs). */
    pageCacheMs: Number.isFinite(pageCacheMs) && pageCacheMs >= 0 ? pageCacheMs : 1000,
    /** How long after that it is still answered while a new render is made (page-cache.mjs). */
    pageStaleMs: Number.isFinite(pageStaleMs) && pageStaleMs >= 0 ? pageStaleMs : 10_000,
    startApi: env.SERVE_API !== 'off',
    /** NODE_ENV=development: development builds (eval source maps) run under a relaxed policy (security-headers.mjs). */
    development,
    /** Strict-Transport-Security (HSTS=on|off; unset: on when PUBLIC_URL is https). */
    hsts: env.HSTS ? isOn(env.HSTS) : publicUrl.startsWith('https://'),
    /** CSP_REPORT_ONLY=on: the policy is reported, not enforced (for trying a change out). */
    cspReportOnly: isOn(env.CSP_REPORT_ONLY),
    /** A file each CSP violation report is also appended to, one JSON line each (the journeys read it). */
    cspReportFile: env.CSP_REPORT_FILE || null,
    /** Whether *.map files of the builds are served (SOURCE_MAPS=on|off; unset: only with NODE_ENV=development). */
    sourceMaps: env.SOURCE_MAPS ? isOn(env.SOURCE_MAPS) : development,
    /** Renders admitted (render-admission.mjs): per client address, RENDER_RATE_LIMIT renders not served by the page cache per RENDER_RATE_WINDOW_MS (then 429). */
    renderRateLimit: count(env.RENDER_RATE_LIMIT, 10),
    renderRateWindowMs: count(env.RENDER_RATE_WINDOW_MS, 10_000),
    /** A client past that budget gets its 429 after RENDER_REFUSAL_DELAY_MS (default 1000; 0 at once). */
    renderRefusalDelayMs: count(env.RENDER_REFUSAL_DELAY_MS, 1000, 0),
    /** RENDER_CONCURRENCY renders at once, RENDER_QUEUE more waiting; past that 503 with Retry-After. */
    renderConcurrency: count(env.RENDER_CONCURRENCY, 4),
    renderQueue: count(env.RENDER_QUEUE, 16, 0),
    /** Beacons one client may send to /telemetry per TELEMETRY_RATE_WINDOW_MS (default 60 a minute; then 429). */
    telemetryRateLimit: count(env.TELEMETRY_RATE_LIMIT, 60),
    telemetryRateWindowMs: count(env.TELEMETRY_RATE_WINDOW_MS, 60_000),
    /**
     * Proxies whose X-Forwarded-For names the client (the render budget counts per client):
     * TRUSTED_PROXIES as for the API (addresses or CIDR ranges, comma separated; default
     * loopback: a proxy on this machine; 'none' trusts none).
     */
    trustedProxies: String(env.TRUSTED_PROXIES ?? '').trim().toLowerCase() === 'none' ? false : String(env.TRUSTED_PROXIES ?? '').trim() ? String(env.TRUSTED_PROXIES).split(',').map((v) => v.trim()).filter(Boolean) : ['127.0.0.1', '::1'],
    /** Browser-side configuration (maps key, language selector switch), inlined into each page. */
    browserConfig: {
      googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
      languageSelectorEnabled: !isOff(env.LANGUAGE_SELECTION),
      /** The share of page loads whose browsers send telemetry (TELEMETRY_SAMPLE_RATE, 0..1, default 1). */
      telemetrySampleRate: Number.isFinite(Number(env.TELEMETRY_SAMPLE_RATE ?? 1)) ? Math.min(1, Math.max(0, Number(env.TELEMETRY_SAMPLE_RATE ?? 1))) : 1,
    },
  };
}
