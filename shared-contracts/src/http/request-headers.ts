// Request conventions of spec section 7, shared by the shell's Apollo link and the REST
// catalogue reads: application id, request id, culture, language, country, bearer token from
// the cookie, captcha token.
import { APPLICATION_ID, CAPTCHA_HEADER, COUNTRY, CULTURE_BY_LANGUAGE, TOKEN_COOKIE, type Language } from '../constants/business';
import { onServer } from '../server-render/on-server';

export function readCookie(name: string, cookieString: string = onServer() ? '' : document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function newRequestId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function buildRequestHeaders(opts: { language: Language | 'de' | 'nl' | 'fr'; token?: string | null; captchaToken?: string | null }): Record<string, string> {
  const headers: Record<string, string> = {
    'application-id': APPLICATION_ID,
    'x-request-id': newRequestId(),
    Culture: CULTURE_BY_LANGUAGE[opts.language],
    language: opts.language,
    country: COUNTRY,
  };
  const token = opts.token === undefined ? readCookie(TOKEN_COOKIE) : opts.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.captchaToken) headers[CAPTCHA_HEADER] = opts.captchaToken;
  return headers;
}

/** Default query parameters of REST-style calls: language (lower case) and country tr. */
export function withDefaultQuery(url: string, language: string): string {
  const u = new URL(url, 'http://placeholder.invalid');
  if (!u.searchParams.has('language')) u.searchParams.set('language', language.toLowerCase());
  if (!u.searchParams.has('country')) u.searchParams.set('country', COUNTRY);
  return url.startsWith('http') ? u.toString() : `${u.pathname}${u.search}`;
}
