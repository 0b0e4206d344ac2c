// GET /images/products/:productId/:n/:size.svg (thumb 150x225, medium 400x600, full 1000x1500)
// and GET /images/categories/:id.svg: generated illustrations, cached by browsers for a month
// and revalidated by ETag; unknown ids, picture numbers or sizes answer 404.
// GET /images/shop-logo.png: the shop's mark for e-mails (shop-logo.ts).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { createImageFacts } from './image-facts.js';
import { renderIllustration } from './illustration.js';
import { shopLogoPng } from './shop-logo.js';

export const PRODUCT_IMAGE_SIZES = {
  thumb: { width: 150, height: 225 },
  medium: { width: 400, height: 600 },
  full: { width: 1000, height: 1500 },
} as const;

const CATEGORY_SIZE = { width: 300, height: 450 };
const CACHE_CONTROL = 'public, max-age=2592000';
const MAX_CACHED = 5000;

function positiveInt(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

export function registerImageRoutes(app: FastifyInstance, db: Db): void {
  const facts = createImageFacts(db);
  // Rendered SVGs by URL path: rendering is cheap, the two lookups are not free.
  const rendered = new Map<string, { svg: string; etag: string }>();

  function remember(key: string, svg: string) {
    if (rendered.size >= MAX_CACHED) rendered.delete(rendered.keys().next().value!);
    const entry = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
    rendered.set(key, entry);
    return entry;
  }

  function send(req: FastifyRequest, reply: FastifyReply, entry: { svg: string; etag: string }) {
    reply.header('cache-control', CACHE_CONTROL).header('etag', entry.etag);
    if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').header('x-content-type-options', 'nosniff').send(entry.svg);
  }

  function notFound(reply: FastifyReply) {
    return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  }

  app.get<{ Params: { productId: string; n: string; file: string } }>('/images/products/:productId/:n/:file', async (req, reply) => {
    const productId = positiveInt(req.params.productId);
    const n = positiveInt(req.params.n);
    const size = /^(thumb|medium|full)\.svg$/.exec(req.params.file)?.[1] as keyof typeof PRODUCT_IMAGE_SIZES | undefined;
    if (!productId || !n || !size) return notFound(reply);
    const key = `p/${productId}/${n}/${size}`;
    const cached = rendered.get(key);
    if (cached) return send(req, reply, cached);
    const product = await facts.product(productId);
    if (!product || n > product.pictureCount) return notFound(reply);
    const svg = renderIllustration({ ...product, n, seed: productId, ...PRODUCT_IMAGE_SIZES[size] });
    return send(req, reply, remember(key, svg));
  });

  app.get('/images/shop-logo.png', async (_req, reply) =>
    reply.header('cache-control', CACHE_CONTROL).header('x-content-type-options', 'nosniff').type('image/png').send(shopLogoPng()),
  );

  app.get<{ Params: { file: string } }>('/images/categories/:file', async (req, reply) => {
    const id = positiveInt(/^(\d+)\.svg$/.exec(req.params.file)?.[1] ?? '');
    if (!id) return notFound(reply);
    const key = `c/${id}`;
    const cached = rendered.get(key);
    if (cached) return send(req, reply, cached);
    const category = await facts.category(id);
    if (!category) return notFound(reply);
    const svg = renderIllustration({ ...category, stone: '#eef4ff', n: 1, seed: id, ...CATEGORY_SIZE });
    return send(req, reply, remember(key, svg));
  });
}
