// The shop as the README's deployment runs it, on this machine: a PostgreSQL cluster of its own
// (scripts/faults/postgres-cluster.mjs, never the shared server), API instances
// (`npm run serve:api`), site servers (`npm run serve:site`) and nginx in front
// (deploy/nginx, scripts/deploy/nginx-process.mjs), each on a free port. The topology test and
// benchmark start it; stop() ends everything it started.
import pg from 'pg';
import { createCluster } from '../faults/postgres-cluster.mjs';
import { ROOT, ensureApiBuilt, freePorts, startApi, startSite } from '../faults/shop-processes.mjs';
import { startNginx } from '../deploy/nginx-process.mjs';

/**
 * @param {{ sites?: number, apis?: number, clientTimeout?: string, siteEnv?: object, apiEnv?: object }} [options]
 */
export async function startTopology({ sites = 2, apis = 2, clientTimeout = '10s', siteEnv = {}, apiEnv = {} } = {}) {
  ensureApiBuilt();
  const cluster = createCluster({ port: await freePorts(1) });
  const started = { cluster, apis: [], sites: [], nginx: null, sql: null };
  const topology = {
    ...started,
    async stop() {
      await topology.nginx?.stop();
      await Promise.all([...topology.sites, ...topology.apis].filter(Boolean).map((p) => p.stop()));
      await topology.sql?.end().catch(() => {});
      cluster.remove();
    },
  };
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE shop');
    await admin.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/shop');
    // One run of free consecutive ports: nginx's two, then the API instances', then the site servers'.
    const first = await freePorts(2 + apis + sites);
    const [nginxPort, nginxApiPort] = [first, first + 1];
    const apiPorts = Array.from({ length: apis }, (_, i) => first + 2 + i);
    const sitePorts = Array.from({ length: sites }, (_, i) => first + 2 + apis + i);
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    topology.apiEnv = (port) => ({ PORT: String(port), DATABASE_URL: databaseUrl, DEV_OUTBOX: 'on', CAPTCHA_HMAC_KEY: 'topology-shared-captcha-key', PUBLIC_URL: publicUrl, PAYMENT_ORIGIN: publicUrl, ...apiEnv });
    topology.databaseUrl = databaseUrl;
    // The site servers share the composition through the same database (scripts/compose).
    topology.siteEnv = (port) => ({ PORT: String(port), SERVE_API: 'off', API_URL: `http://127.0.0.1:${nginxApiPort}`, DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl, LOG_LEVEL: 'info', ...siteEnv });
    // The first instance migrates and seeds; the others start once it is ready.
    topology.apis.push(await startApi(topology.apiEnv(apiPorts[0])));
    topology.apis.push(...(await Promise.all(apiPorts.slice(1).map((port) => startApi(topology.apiEnv(port))))));
    topology.sites.push(...(await Promise.all(sitePorts.map((port) => startSite(topology.siteEnv(port))))));
    topology.nginx = await startNginx({
      listen: `127.0.0.1:${nginxPort}`,
      apiListen: `127.0.0.1:${nginxApiPort}`,
      siteServers: sitePorts.map((port) => `127.0.0.1:${port}`),
      apiServers: apiPorts.map((port) => `127.0.0.1:${port}`),
      root: ROOT,
      clientTimeout,
    });
    topology.url = topology.nginx.url;
    topology.sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    // Idle connections dropped while the cluster restarts: the pool reconnects.
    topology.sql.on('error', () => {});
    /** Starts the site server that was at index i again (as its supervisor would), on its port. */
    topology.restartSite = async (i) => {
      topology.sites[i] = await startSite(topology.siteEnv(Number(new URL(topology.sites[i].url).port)));
    };
    /**
     * Starts the API instance that was at index i again, as its supervisor would: an instance that
     * exits at start (the database restarting under it) is started again, up to five times.
     */
    topology.restartApi = async (i) => {
      const env = topology.apiEnv(Number(new URL(topology.apis[i].url).port));
      for (let attempt = 1; ; attempt++) {
        try {
          topology.apis[i] = await startApi(env);
          return;
        } catch (error) {
          if (attempt >= 5) throw error;
          await new Promise((r) => setTimeout(r, 1_000 * attempt));
        }
      }
    };
    return topology;
  } catch (error) {
    await topology.stop().catch(() => {});
    throw error;
  }
}

/** The sum of a counter's series in a Prometheus text, those whose labels match filter. */
export function counterSum(text, name, filter = () => true) {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}\\{([^}]*)\\} ([0-9.e+]+)$`).exec(line);
    if (match && filter(match[1])) sum += Number(match[2]);
  }
  return sum;
}
