// Safety nets for every HTTP route (REST reads, images, payment pages; GraphQL has its own):
// - a URL carrying a NUL character (%00) is refused with 400 ui.pattern.invalid before any
//   handler runs: PostgreSQL cannot compare text holding NUL, and no link of the shop has one;
// - an unexpected error is logged and answered with a generic translated message, never with
//   the error's own text (which may quote SQL) or a stack trace. Client errors (4xx, e.g. a
//   body over the limit) keep their status and message;
// - the database out of reach (a restart, a failover): 503 with a translated "try again" and
//   Retry-After, not 500: nothing is wrong with the request, and it will work again shortly
//   (as JSON, or as a small page for a browser asking for HTML, e.g. the 3-D Secure frame).
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { apiError } from '../errors.js';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_CODE, UNEXPECTED_CODE } from '../graphql/yoga-plugins.js';
import { requestCulture } from '../http/request-culture.js';

const NUL_IN_URL = /%00|\u0000/i;

/** Whether the client prefers HTML to JSON (a browser navigating or posting a form). */
function wantsHtml(accept: string | undefined): boolean {
  return !!accept && /text\/html/i.test(accept) && !/application\/json/i.test(accept);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function tryAgainPage(language: string, message: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message)}</title></head><body><p role="alert">${escapeHtml(message)}</p></body></html>`;
}

export function registerRequestSafety(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!NUL_IN_URL.test(req.url)) return;
    const { language } = requestCulture(req.headers);
    return reply.code(400).header('cache-control', 'no-store').send(apiError('ui.pattern.invalid', language));
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      return reply.code(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message, field: null });
    }
    const { language } = requestCulture(req.headers);
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable: answered 503');
      const body = { ...apiError('ui.notify.service_unavailable', language), code: UNAVAILABLE_CODE };
      reply.code(503).header('cache-control', 'no-store').header('retry-after', String(RETRY_AFTER_SECONDS));
      // A page the browser opens (the 3-D Secure frame's form post) gets the message as a page.
      if (wantsHtml(req.headers.accept)) return reply.type('text/html; charset=utf-8').send(tryAgainPage(language, body.message));
      return reply.send(body);
    }
    req.log.error({ err: error }, 'unexpected error while handling a request');
    return reply.code(500).header('cache-control', 'no-store').send({ ...apiError('ui.notify.unexpected_error', language), code: UNEXPECTED_CODE });
  });
}
