// The gateway to the commerce API, for a site server that answers the API's paths itself
// (`npm start`; behind nginx these paths go to the API instances directly): passed on as they
// are (method, path, query, headers, body streamed) to API_URL, with X-Forwarded-For set to the
// visitor's address (the API trusts it from loopback only), X-Forwarded-Host to the site's host
// and X-Request-Id to the request's id. The answer streams back; @fastify/compress compresses
// what the API sends plain (JSON, XML, the payment frame's HTML), server-sent events excepted.
// Every request is sent once (a retried order or payment is not the gateway's call to make);
// when the API does not answer: 502 with a GraphQL-shaped error. Balancing several API
// instances is nginx's work (deploy/).
import replyFrom from '@fastify/reply-from';
import { REQUEST_ID_HEADER } from './request-context.mjs';
import { sessionHeadersForApi } from './session-gateway.mjs';

export const API_PREFIXES = ['/graphql', '/admin/graphql', '/Catalog/', '/images/', '/captcha/', '/payment/'];
/** The staff API: only the caller's own Authorization goes on (see proxyToApi). */
export const STAFF_API_PATH = '/admin/graphql';
/** The sitemap index and its numbered parts, written by the API. */
const SITEMAP = /^\/sitemap(?:-\d+)?\.xml$/;

/** Whether a request path belongs to the API. */
export const isApiPath = (path) => API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)) || SITEMAP.test(path);

export const API_UNAVAILABLE = JSON.stringify({ errors: [{ message: 'API unavailable', extensions: { code: 'API_UNAVAILABLE' } }] });

/** Connection-level headers of the API's answer, not the visitor's connection's. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

export async function registerApiProxy(app) {
  // No base: each request names its instance (getUpstream in proxyToApi).
  await app.register(replyFrom, {
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

/**
 * Passes the request on to the API, the session cookie as a bearer header (session-gateway.mjs).
 * @param {string} apiUrl the API's base URL
 * @param {string | undefined} tokenCookie the token cookie's name (the route table's)
 */
export function proxyToApi(request, reply, apiUrl, tokenCookie) {
  // Kept now: a connection that failed may take the visitor's socket with it.
  const peer = request.raw.socket?.remoteAddress;
  // The shop's login cookie never becomes a bearer on the staff API: a staff member who is also
  // logged in as a shopper keeps their staff_session cookie as the one credential there.
  const staffApi = request.raw.url === STAFF_API_PATH || request.raw.url?.startsWith(`${STAFF_API_PATH}?`);
  const sessionCookie = staffApi ? undefined : tokenCookie;
  return reply.from(request.raw.url, {
    getUpstream: () => apiUrl,
    retryDelay: () => null,
    rewriteRequestHeaders: (req, headers) => ({
      ...sessionHeadersForApi(headers, sessionCookie),
      // The site's host, as the visitor sent it (reply-from would put the API's).
      host: req.headers.host ?? headers.host,
      // The visitor's address appended to what earlier proxies (a CDN) said: the API believes
      // the chain only as far back as its TRUSTED_PROXIES reach, so a visitor cannot spoof it.
      'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], peer),
      'x-forwarded-host': req.headers.host ?? '',
      [REQUEST_ID_HEADER]: request.id,
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
