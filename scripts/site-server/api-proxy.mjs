// The gateway to the commerce API: its paths are passed on as they are (method, path, query,
// headers, body streamed), with X-Forwarded-For set to the visitor's address (the API trusts
// it from loopback only) and X-Forwarded-Host to the site's host. The answer streams back;
// @fastify/compress compresses what the API sends plain (JSON, XML, the payment frame's
// HTML), server-sent events excepted. With several API instances (API_INSTANCES) each request
// goes to the next one that is up (api-balancer.mjs); one that refuses the connection is taken
// out, and the request goes to another when nothing of it was sent yet (a refused connection
// received nothing, and a body not yet read can still be sent). When no instance answers: 502
// with a GraphQL-shaped error.
import replyFrom from '@fastify/reply-from';
import { sessionHeadersForApi } from './session-gateway.mjs';

export const API_PREFIXES = ['/graphql', '/Catalog/', '/images/', '/captcha/', '/payment/'];
/** The sitemap index and its numbered parts, written by the API. */
const SITEMAP = /^\/sitemap(?:-\d+)?\.xml$/;

/** Whether a request path belongs to the API. */
export const isApiPath = (path) => API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p)) || SITEMAP.test(path);

export const API_UNAVAILABLE = JSON.stringify({ errors: [{ message: 'API unavailable', extensions: { code: 'API_UNAVAILABLE' } }] });

/** Connection-level headers of the API's answer, not the visitor's connection's. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/** Connection errors that mean the request never reached an instance. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
const notConnected = (error) => [error, error?.cause, error?.cause?.cause].some((e) => e && NOT_CONNECTED.has(e.code));

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

/** Bodies up to this size (with a Content-Length) are read before they are sent: see bufferedBody. */
export const MAX_BUFFERED_BODY = 1024 * 1024;

/**
 * The request's body as a Buffer when it is small and says its length (every GraphQL call),
 * so that it can be sent to another instance when the first one refuses the connection (a
 * stream handed to a refused connection is destroyed with the visitor's request). Larger or
 * chunked bodies: undefined, they stream through as they come.
 */
async function bufferedBody(request) {
  const body = request.body;
  if (!body || typeof body.pipe !== 'function') return undefined;
  const length = Number(request.headers['content-length']);
  if (!Number.isInteger(length) || length > MAX_BUFFERED_BODY) return undefined;
  const chunks = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Passes the request on to an API instance, the session cookie as a bearer header
 * (session-gateway.mjs).
 * @param {ReturnType<import('./api-balancer.mjs').createApiBalancer>} balancer
 * @param {string | undefined} tokenCookie the token cookie's name (the route table's)
 */
export async function proxyToApi(request, reply, balancer, tokenCookie) {
  const body = await bufferedBody(request);
  // Kept now: a connection that failed may take the visitor's socket with it.
  const peer = request.raw.socket?.remoteAddress;
  const resendable = body !== undefined || !request.body;
  return send(request, reply, { balancer, body, peer, resendable, tokenCookie }, balancer.pick(), 1);
}

function send(request, reply, how, upstream, tried) {
  const { balancer, body, peer, resendable, tokenCookie } = how;
  return reply.from(request.raw.url, {
    getUpstream: () => upstream,
    ...(body !== undefined ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
    // Every method is sent once: a retried order or payment is not the gateway's call to make.
    // (Only a request that reached no instance is sent to another, below.)
    retryDelay: () => null,
    rewriteRequestHeaders: (req, headers) => ({
      ...sessionHeadersForApi(headers, tokenCookie),
      // The site's host, as the visitor sent it (reply-from would put the API's).
      host: req.headers.host ?? headers.host,
      // The visitor's address appended to what earlier proxies (a CDN) said: the API believes
      // the chain only as far back as its TRUSTED_PROXIES reach, so a visitor cannot spoof it.
      'x-forwarded-for': forwardedFor(req.headers['x-forwarded-for'], peer),
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
    onError: (rep, { error }) => {
      if (notConnected(error)) {
        balancer.markDown(upstream);
        const other = balancer.other(upstream);
        // The instance received nothing: another one may take the request.
        if (other && tried < balancer.urls.length && resendable && !rep.raw.destroyed) return send(request, rep, how, other, tried + 1);
      }
      rep.code(502).header('content-type', 'application/json').header('cache-control', 'no-store').send(API_UNAVAILABLE);
    },
  });
}
