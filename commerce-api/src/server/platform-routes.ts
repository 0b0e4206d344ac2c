// Small HTTP routes of the platform: health and the captcha challenge of an operation family
// (GET /captcha/challenge?family=login; a refused call's 410 also carries one).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../http/route-deps.js';
import { CAPTCHA_FAMILIES, isCaptchaFamily, type CaptchaService } from '../services/captcha.js';

export function registerPlatformRoutes(app: FastifyInstance, deps: RouteDeps, captcha: CaptchaService): void {
  app.get('/health', async () => ({ status: 'ok', database: deps.database.kind }));

  app.get('/captcha/challenge', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const family = (req.query as Record<string, unknown> | undefined)?.family;
    if (!isCaptchaFamily(family)) {
      return reply.code(400).send({ code: 'BAD_REQUEST', message: `family must be one of ${CAPTCHA_FAMILIES.join(', ')}`, field: 'family' });
    }
    return captcha.challenge(family);
  });
}
