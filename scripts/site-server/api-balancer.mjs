// The API instances behind the site (API_INSTANCES, each on its own port) and which one gets the
// next request: round robin over the instances that are up. An instance that refuses a
// connection is marked down at once and checked (GET /health, every CHECK_INTERVAL_MS) until it
// answers again; meanwhile the others get its share. With every instance down, requests still
// go round (they fail fast, and the first instance back is found by its check).

export const CHECK_INTERVAL_MS = 1_000;
const CHECK_TIMEOUT_MS = 1_000;

/** The instances' base URLs for settings (apiHost, apiPort, apiInstances): consecutive ports. */
export function apiUrlsOf(settings) {
  return Array.from({ length: settings.apiInstances }, (_, i) => `http://${settings.apiHost}:${settings.apiPort + i}`);
}

/**
 * @param {string[]} urls
 * @param {{ checkIntervalMs?: number, fetchImpl?: typeof fetch }} [options]
 */
export function createApiBalancer(urls, { checkIntervalMs = CHECK_INTERVAL_MS, fetchImpl = fetch } = {}) {
  const instances = urls.map((url) => ({ url, up: true }));
  let next = 0;
  let timer = null;

  async function checkDown() {
    await Promise.all(
      instances
        .filter((instance) => !instance.up)
        .map(async (instance) => {
          try {
            const response = await fetchImpl(`${instance.url}/health`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
            await response.arrayBuffer();
            if (response.ok) instance.up = true;
          } catch {
            // still down
          }
        }),
    );
    if (instances.every((instance) => instance.up)) {
      clearInterval(timer);
      timer = null;
    }
  }

  return {
    urls,
    /** The base URL for the next request (an instance that is up when there is one). */
    pick(except = null) {
      for (let i = 0; i < instances.length; i++) {
        const instance = instances[(next + i) % instances.length];
        if (instance.up && instance.url !== except) {
          next = (next + i + 1) % instances.length;
          return instance.url;
        }
      }
      const fallback = instances[next % instances.length];
      next = (next + 1) % instances.length;
      return fallback.url;
    },
    /** Another instance that is up, or null. */
    other(url) {
      const found = instances.find((instance) => instance.up && instance.url !== url);
      return found ? found.url : null;
    },
    /** The instance refused a connection: out of the rotation until its health check answers. */
    markDown(url) {
      const instance = instances.find((i) => i.url === url);
      if (!instance || !instance.up) return;
      instance.up = false;
      timer ??= setInterval(() => void checkDown(), checkIntervalMs);
      timer.unref?.();
    },
    isUp: (url) => instances.find((i) => i.url === url)?.up ?? false,
    close() {
      clearInterval(timer);
      timer = null;
    },
  };
}
