// Safety nets for every HTTP route (REST reads, images, payment pages; GraphQL has its own):
// - a URL carrying a NUL character (%00) is refused with 400 ui.pattern.invalid before any
//   handler runs: PostgreSQL cannot compare text holding NUL, and no link of the shop has one;
// - an unexpected error is logged and answered with a generic translated message, never with
//   the error's own text (which may quote SQL) or a stack trace. Client errors (4xx, e.g. a
//   body over the limit) keep their status and message.
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiError } from '../errors.js';
import { UNEXPECTED_CODE } from '../graphql/yoga-plugins.js';
import { requestCulture } from './request-culture.js';

const NUL_IN_URL = /%00|\u0000/i;

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
    req.log.error({ err: error }, 'unexpected error while handling a request');
    const { language } = requestCulture(req.headers);
    return reply.code(500).header('cache-control', 'no-store').send({ ...apiError('ui.notify.unexpected_error', language), code: UNEXPECTED_CODE });
  });
}
