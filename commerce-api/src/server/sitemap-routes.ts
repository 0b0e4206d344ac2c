// The sitemap for crawlers (the addresses and the XML: domains/sitemap/sitemap.ts):
//   GET /sitemap.xml      every address as a <urlset>, or past 50,000 a <sitemapindex> of pages
//   GET /sitemap-<n>.xml  page n of the addresses; anything but a page number in range is a 404
//                         with a plain body.
// application/xml, cacheable for an hour; gzipped for clients that accept it (a full page of
// 50,000 addresses with their alternates is ~17 MB of XML and well under 1 MB gzipped).
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sitemapPage, sitemapRoot, type SitemapOptions } from '../domains/sitemap/sitemap.js';
import type { RouteDeps } from '../http/route-deps.js';

const gzip = promisify(gzipCallback);

function acceptsGzip(req: FastifyRequest): boolean {
  const accept = req.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b/i.test(accept) && !/\bgzip\s*;\s*q=0(\.0*)?\s*(,|$)/i.test(accept);
}

async function sendXml(req: FastifyRequest, reply: FastifyReply, xml: string): Promise<FastifyReply> {
  reply.code(200).header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').header('vary', 'accept-encoding');
  if (req.method !== 'HEAD' && acceptsGzip(req)) return reply.header('content-encoding', 'gzip').send(await gzip(xml));
  return reply.send(xml);
}

function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
}

export function registerSitemapRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const options = (): SitemapOptions => ({ publicUrl: deps.config.publicUrl, pageSize: deps.config.sitemapPageSize });

  app.get('/sitemap.xml', async (req, reply) => sendXml(req, reply, await sitemapRoot(deps.database.db, options())));

  app.get<{ Params: { page: string } }>('/sitemap-:page.xml', async (req, reply) => {
    const page = await sitemapPage(deps.database.db, req.params.page, options());
    return page.status === 200 ? sendXml(req, reply, page.xml) : notFound(reply);
  });
}
