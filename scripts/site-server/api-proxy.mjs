// The gateway to the commerce API: its paths are passed on as they are (method, path, query,
// headers, body streamed), with X-Forwarded-For set to the visitor's address (the API trusts
// it from loopback only) and X-Forwarded-Host to the site's host. The answer streams back;
// @fastify/compress compresses what the API sends plain (JSON, XML, the payment frame's
// HTML), server-sent events excepted. When the API does not answer: 502 with a GraphQL-shaped
// error.
import replyFrom from '@fastify/reply-from';

export const API_PREFIXES = ['/graphql', '/Catalog/', '/images/', '/captcha/', '/payment/'];
/** The sitemap index and its numbered parts, written by the API. */
const SITEMAP = /^\/sitemap(?:-\d+)?\.xml$/;

/** Whether a request path belongs to the API. */
export const isApiPath = (path) => API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)) || SITEMAP.test(path);

export const API_UNAVAILABLE = JSON.stringify({ errors: [{ message: 'API unavailable', extensions: { code: 'API_UNAVAILABLE' } }] });

/** Connection-level headers of the API's answer, not the visitor's connection's. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

export async function registerApiProxy(app, settings) {
  await app.register(replyFrom, {
    base: `http://${settings.apiHost}:${settings.apiPort}`,
    disableRequestLogging: true,
    // No limit on a body once it flows: server-sent events stay open.
    undici: { headersTimeout: 120_000, bodyTimeout: 0, keepAliveTimeout: 4_000 },
  });
}

/** X-Forwarded-For with the connecting address appended (RFC 7239 order: client first). */
export function forwardedFor(incoming, peer) {
  const earlier = (Array.isArray(incoming) ? incoming.join(', ') : String(incoming ?? '')).trim();
  return [earlier, peer ?? ''].filter(Boolean).join(', ');
}

/** Passes the request on to the API. */
export function proxyToApi(request, reply) {
  return reply.from(request.raw.url, {
    // Every method is sent once: a retried order or payment is not the gateway's call to make.
    retryDelay: () => null,
    rewriteRequestHeaders: (req, headers) => ({
      ...headers,
      // The site's host, as the visitor sent it (reply-from would put the API's).
      host: req.headers.host ?? headers.host,
      // The visitor's address appended to what earlier proxies (a CDN) said: the API believes
      // the chain only as far back as its TRUSTED_PROXIES reach, so a visitor cannot spoof it.
      'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], req.raw.socket.remoteAddress),
      'x-forwarded-host': req.headers.host ?? '',
    }),
    rewriteHeaders: (headers) => {
      const copy = { ...headers };
      for (const name of HOP_BY_HOP) delete copy[name];
      return copy;
    },
    onResponse: (req, rep, res) => {
      // Nothing to send (and nothing to compress) for these.
      if (req.method === 'HEAD' || rep.statusCode === 204 || rep.statusCode === 304) {
        res.stream.resume();
        return rep.send();
      }
      return rep.send(res.stream);
    },
    onError: (rep) => {
      rep.code(502).header('content-type', 'application/json').header('cache-control', 'no-store').send(API_UNAVAILABLE);
    },
  });
}
