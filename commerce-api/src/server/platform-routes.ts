// Small HTTP routes of the platform: health and the captcha challenge (the GraphQL
// captchaChallenge query returns the same thing).
import type { FastifyInstance } from 'fastify';
import type { CaptchaService } from '../services/captcha.js';
import type { RouteDeps } from './route-deps.js';

export function registerPlatformRoutes(app: FastifyInstance, deps: RouteDeps, captcha: CaptchaService): void {
  app.get('/health', async () => ({ status: 'ok', database: deps.database.kind }));

  app.get('/captcha/challenge', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });
}
