// CORS for the development servers (shell 3000, remotes 3001-3005) when they call the API
// directly rather than through their proxy. Production serves everything from one origin.
import type { FastifyInstance } from 'fastify';

export const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const ALLOWED_HEADERS = 'content-type, authorization, application-id, x-request-id, culture, language, country, x-captcha-response, x-session-transport, accept';

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-allow-credentials', 'true');
    if (req.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
}
