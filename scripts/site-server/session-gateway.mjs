// The login session at the gateway. The token lives in an HttpOnly cookie that the API writes
// and clears (commerce-api/src/http/session-cookies.ts); no script of the shop can read it. On
// the way to the API the gateway turns that cookie into the spec's `Authorization: Bearer`
// header (a bearer header the caller sent itself wins: other clients keep using it). The shop's
// own pages ask the API to hand a new session over in that cookie (x-session-transport: cookie,
// sent by the shell's Apollo link); any other client still gets the token in the answer. Pure
// functions.

/** A cookie's value in a Cookie header, or null. */
export function cookieValue(cookieHeader, name) {
  if (!name) return null;
  for (const part of String(cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * The headers sent on to the API for a request with these headers. tokenCookie: the token
 * cookie's name (the route table's tokenCookie).
 */
export function sessionHeadersForApi(headers, tokenCookie) {
  const out = { ...headers };
  if (out.authorization) return out;
  const token = cookieValue(headers.cookie, tokenCookie);
  // A token is base64url: anything else is no login (and never reaches a header).
  if (token && /^[\w-]{1,512}$/.test(token)) out.authorization = `Bearer ${token}`;
  return out;
}
