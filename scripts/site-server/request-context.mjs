// The request id of the request being served, carried on to the API. nginx names each request
// (X-Request-Id, generated or passed on); the site server logs with it and sends it with every
// call it makes for that request: the gateway's (api-proxy.mjs) and the ones a server render
// makes through fetch (the shell's Apollo client and the remotes' data stores), which know
// nothing of it. fetch is wrapped once per process: a call made while a request is served, to
// one of the origins registered here (the API's), gets the header unless it has one.
import { AsyncLocalStorage } from 'node:async_hooks';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id from outside is kept only when it looks like one (no header injection, bounded size). */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

const storage = new AsyncLocalStorage();
const origins = new Set();
let wrapped = false;

/** The current request's id, or null outside a request. */
export const currentRequestId = () => storage.getStore()?.id ?? null;

function originOf(input) {
  try {
    return new URL(typeof input === 'string' || input instanceof URL ? input : input.url).origin;
  } catch {
    return null;
  }
}

/** Calls to apiUrl's origin made while serving a request carry its id from now on. */
export function propagateRequestIdTo(apiUrl) {
  const origin = originOf(apiUrl);
  if (origin) origins.add(origin);
  if (wrapped) return;
  wrapped = true;
  const original = globalThis.fetch;
  globalThis.fetch = function fetchWithRequestId(input, init) {
    const id = currentRequestId();
    if (!id || !origins.has(originOf(input))) return original(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, id);
    return original(input, { ...init, headers });
  };
}

/** A fastify onRequest hook: the rest of the request runs with its id at hand. */
export function requestContextHook(request, _reply, done) {
  storage.run({ id: request.id }, done);
}
