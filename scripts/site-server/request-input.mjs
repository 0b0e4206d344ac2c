// What a request's address may hold before the site reads it, and what a Location header may
// carry. Pure functions: no I/O.
// - A page address whose path or query does not decode (a broken percent-escape such as %E0%A4%A),
//   holds a control character once decoded (NUL, a line break, DEL) or is over-long answers 400
//   (414 for the whole address): never a render, a 500 or a stack trace.
// - A path with empty segments ('//x/account', '/kolye//') is the same page as the path without
//   them: a 301 to it, so no renderer or guard ever sees a path a browser could read as a host.
// - An API address that does not decode answers 400 here (the gateway would fail to build the
//   upstream address; the API itself refuses it the same way).
// - Location headers: every character outside printable ASCII is percent-encoded, so a value
//   made from the visitor's input (a redirectUrl with a line break or a non-Latin-1 letter) can
//   never make Node refuse the header.

/** The longest request target a page may have (path and query, as sent). */
export const MAX_ADDRESS_LENGTH = 4096;
/** The longest path segment once decoded (seNames and slugs are far shorter). */
export const MAX_SEGMENT_LENGTH = 256;
/** The longest query parameter name or value once decoded (a search, a filter group's values). */
export const MAX_QUERY_VALUE_LENGTH = 1024;
/** The most query parameters a page address may have. */
export const MAX_QUERY_PARAMS = 64;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** decodeURIComponent, or null when the text is no valid percent-encoded UTF-8. */
export function decodeOrNull(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const refuse = (status, reason) => ({ status, reason });

/**
 * Whether a page request's target may be read: null when it may, else { status, reason } (400 or
 * 414), or { status: 301, location } for a path with empty segments.
 */
export function checkPageAddress(rawUrl) {
  const raw = String(rawUrl ?? '/');
  if (raw.length > MAX_ADDRESS_LENGTH) return refuse(414, 'address too long');
  const at = raw.indexOf('?');
  const path = at === -1 ? raw : raw.slice(0, at);
  const query = at === -1 ? '' : raw.slice(at + 1);
  const segments = path.split('/').slice(1);
  for (const segment of segments) {
    const decoded = decodeOrNull(segment);
    if (decoded === null) return refuse(400, 'malformed path encoding');
    if (CONTROL.test(decoded)) return refuse(400, 'control character in path');
    if (decoded.length > MAX_SEGMENT_LENGTH) return refuse(400, 'path segment too long');
  }
  const pairs = query ? query.split('&').filter(Boolean) : [];
  if (pairs.length > MAX_QUERY_PARAMS) return refuse(400, 'too many query parameters');
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    for (const part of eq === -1 ? [pair] : [pair.slice(0, eq), pair.slice(eq + 1)]) {
      const decoded = decodeOrNull(part.replace(/\+/g, ' '));
      if (decoded === null) return refuse(400, 'malformed query encoding');
      if (CONTROL.test(decoded)) return refuse(400, 'control character in query');
      if (decoded.length > MAX_QUERY_VALUE_LENGTH) return refuse(400, 'query value too long');
    }
  }
  // '//x/account' -> '/x/account', '/kolye//' -> '/kolye/'.
  if (path.includes('//')) return { status: 301, location: safeLocation(`${path.replace(/\/{2,}/g, '/')}${at === -1 ? '' : `?${query}`}`) };
  return null;
}

/** Whether an API request's target decodes (the gateway builds the upstream address from it). */
export const apiAddressDecodes = (rawUrl) => decodeOrNull(String(rawUrl ?? '/')) !== null;

/**
 * A Location header value Node always accepts: characters outside printable ASCII (controls,
 * spaces, non-Latin-1 and other non-ASCII letters) percent-encoded as UTF-8; what is printable
 * ASCII, escapes included, stays as it is.
 */
export function safeLocation(location) {
  return String(location).replace(/[^\x21-\x7e]/gu, (char) => {
    // A lone surrogate has no UTF-8 form: the replacement character's.
    const text = char.length === 1 && char >= '\ud800' && char <= '\udfff' ? '\ufffd' : char;
    return encodeURIComponent(text);
  });
}

/** A client that went away before its answer was sent (the request or the answer was cut off). */
export function isClientGone(err, request) {
  if (request?.raw?.aborted || request?.raw?.socket?.destroyed) return true;
  const codes = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'UND_ERR_ABORTED', 'ABORT_ERR']);
  return [err, err?.cause].some((e) => e && (codes.has(e.code) || e.name === 'AbortError' || e.message === 'aborted'));
}
