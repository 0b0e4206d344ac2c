// The browser-side defences, on every answer of the site (pages, files, the API's answers through
// the gateway, 404s, redirects; scripts, stylesheets, fonts and raster images only those they
// obey), from one place: @fastify/helmet with the shop's
// Content-Security-Policy, frame protection (frame-ancestors 'self' and X-Frame-Options: the
// 3-D Secure page is framed by the shop itself), Referrer-Policy, X-Content-Type-Options and,
// behind a setting, Strict-Transport-Security. An answer that brings its own policy keeps it
// (the API's 3-D Secure pages: the gateway's headers replace these).
//
// Inline scripts run by a nonce made for each answer. The page's own inline scripts (the
// settings, the composition, the server-rendered state, the built index.html's boot loader) are
// written with NONCE_MARK, a secret of this process, in their nonce attribute; the page cache
// and the page's ETag hold that mark, and withPageNonce puts the answer's nonce in its place as
// the page is sent. A script element that reached the HTML any other way (an injection) has no
// nonce and does not run: the mark cannot be guessed, and is never sent.
import fastifyHelmet from '@fastify/helmet';
import { randomBytes } from 'node:crypto';

/** Where browsers send violation reports (csp-report.mjs) and the Reporting API's group name for it. */
export const CSP_REPORT_PATH = '/csp-report';
export const CSP_REPORT_GROUP = 'csp';

/** Stands for the answer's nonce in pages until they are sent. */
export const NONCE_MARK = `nonce-mark-${randomBytes(24).toString('base64url')}`;

/** The nonce of this answer (made when its policy is written), on the raw response. */
const NONCE = Symbol('cspNonce');
function nonceOf(res) {
  res[NONCE] ??= randomBytes(18).toString('base64');
  return res[NONCE];
}

/**
 * The Google Maps JavaScript API's hosts (its Content Security Policy guide), allowed only when
 * maps are on (GOOGLE_MAPS_API_KEY): the store locator's map.
 */
const MAPS = {
  'script-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', 'https://*.ggpht.com', '*.googleusercontent.com', 'blob:'],
  'style-src': ['https://fonts.googleapis.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'frame-src': ['*.google.com'],
  'worker-src': ['blob:'],
};

/**
 * The shop's policy: its own files and nothing else. Scripts: the site's files (the shell, the
 * remotes' entries and chunks, which webpack and Module Federation load with script elements)
 * and the inline scripts carrying the answer's nonce. Styles: the site's files and inline styles
 * (the boot header's <style>, React's style attributes, the payment frame's form). Images may be
 * data: URLs (the icon). Frames: the shop's own (the 3-D Secure page). Forms post to the shop
 * only; nobody else may frame it. With maps on, Google's hosts are added where its guide asks;
 * in development (NODE_ENV=development) eval (webpack's development source maps) and
 * WebSockets (hot reload) are allowed too.
 * @param {{ browserConfig: { googleMapsApiKey: string | null }, development: boolean }} settings
 * @param {string | ((req: unknown, res: object) => string)} nonce the nonce source, or a function of the answer giving it
 */
export function policyDirectives(settings, nonce) {
  const maps = Boolean(settings.browserConfig.googleMapsApiKey);
  const plus = (directive, own) => [...own, ...(maps ? (MAPS[directive] ?? []) : [])];
  const dev = (values) => (settings.development ? values : []);
  return {
    'default-src': ["'self'"],
    'script-src': plus('script-src', ["'self'", nonce, ...dev(["'unsafe-eval'"])]),
    'style-src': plus('style-src', ["'self'", "'unsafe-inline'"]),
    'img-src': plus('img-src', ["'self'", 'data:']),
    'font-src': plus('font-src', ["'self'", 'data:']),
    'connect-src': plus('connect-src', ["'self'", ...dev(['ws:', 'wss:'])]),
    'frame-src': plus('frame-src', ["'self'"]),
    'worker-src': plus('worker-src', ["'self'"]),
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

/** The policy as text, with a given nonce (for the README and the tests). */
export const policyText = (settings, nonce) =>
  Object.entries(policyDirectives(settings, `'nonce-${nonce}'`))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/** One year, without subdomains or preload: those are the operator's decision. */
const HSTS_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Registers the headers for every answer of app.
 * @param {import('fastify').FastifyInstance} app
 * @param {ReturnType<import('./settings.mjs').siteSettings>} settings
 */
export async function registerSecurityHeaders(app, settings) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: policyDirectives(settings, (_req, res) => `'nonce-${nonceOf(res)}'`),
      reportOnly: settings.cspReportOnly,
    },
    // Cross-origin isolation would need every embedded resource to opt in (the maps' too).
    crossOriginEmbedderPolicy: false,
    // Ports of one host are one site: the back office may show the shop's images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: settings.hsts ? { maxAge: HSTS_MAX_AGE, includeSubDomains: false } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  // The Reporting API's endpoint named by the policy's report-to (report-uri is for the others).
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isSubresourceOnly(reply.getHeader('content-type'))) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
    return payload;
  });
}

/**
 * Headers that only a document (or a worker) obeys: a script, a stylesheet, a font or a raster
 * image ignores them, yet each of the page's files would carry ~0.7 kB of them. nginx serves the
 * same files with nosniff and CORP only (deploy/nginx/storefront.conf.template). An SVG can be
 * opened as a document and keeps them all, as does every other answer.
 */
export const DOCUMENT_ONLY_HEADERS = Object.freeze([
  'content-security-policy',
  'content-security-policy-report-only',
  'reporting-endpoints',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'origin-agent-cluster',
  'cross-origin-opener-policy',
  'x-permitted-cross-domain-policies',
]);

/** A type no browser renders as a document: a script, a stylesheet, a font or a raster image. */
export function isSubresourceOnly(contentType) {
  return /^\s*(text\/javascript|application\/javascript|text\/css|font\/|image\/(png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))\b/i.test(String(contentType ?? ''));
}

const MARKED = `nonce="${NONCE_MARK}"`;

/** A page's HTML as sent with this answer: the marked nonce attributes given the answer's nonce. */
export const withPageNonce = (html, reply) => html.replaceAll(MARKED, `nonce="${nonceOf(reply.raw)}"`);

/** A page's HTML without the mark (the same in every process): what its ETag is computed over. */
export const withoutNonceMark = (html) => html.replaceAll(MARKED, 'nonce=""');

/** The built index.html with the mark on its inline scripts (those without attributes: the boot loader). */
export const markInlineScripts = (html) => html.replaceAll('<script>', `<script ${MARKED}>`);

/**
 * A 304 for a page: without a policy, so the browser keeps the one stored with the page it
 * revalidated (whose nonce is in that page) rather than take a fresh nonce no script there has.
 */
export function keepStoredPolicy(reply) {
  reply.raw.removeHeader('content-security-policy');
  reply.raw.removeHeader('content-security-policy-report-only');
  return reply;
}
