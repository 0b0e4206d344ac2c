// The sandbox bank's 3-D Secure endpoints, reached from the shop's payment iframe:
//   GET  /payment/3ds/:paymentId  the code page (or the result, once settled)
//   POST /payment/3ds/:paymentId  step=start (the redirect form) shows the code page;
//                                 action=cancel abandons; code=NNNNNN verifies and completes.
//   GET  /payment/3ds-redirect.js the redirect form's script
// The POST is idempotent: a settled payment always answers with the same result page.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { formatKurus, translate } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { invoiceDocument } from '../fulfilment/invoice-pdf.js';
import { completePayment, settledResult, type CompletionResult } from './complete-payment.js';
import { readSnapshot } from './payment-snapshot.js';
import { recordedTerms } from './payment-terms.js';
import { maskCard, SANDBOX_BANK_NAME } from './sandbox-bank.js';
import { shopOrigin } from './shop-origin.js';
import { THREE_DS_REDIRECT_SCRIPT, THREE_DS_REDIRECT_SCRIPT_PATH } from './three-ds-form.js';
import { threeDsCodePage, threeDsResultPage } from './three-ds-page.js';
import { threeDsFrameAncestors, threeDsPagePolicy } from './three-ds-policy.js';

const MERCHANT = 'Storefront';
const PAYMENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

interface Params {
  paymentId: string;
}

function sendHtml(reply: FastifyReply, status: number, html: string, frameAncestors: readonly string[]): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', threeDsPagePolicy(html, frameAncestors))
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(html);
}

async function codePage(db: Db, paymentId: string, origin: string, retry?: { message: string; attemptsLeft: number }): Promise<{ status: number; html: string }> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) return { status: 404, html: notFoundHtml(origin) };
  const snapshot = readSnapshot(payment.cartSnapshot);
  const language = snapshot.language ?? 'tr';
  const terms = recordedTerms({ ...payment, totalKurus: payment.amountKurus, interestKurus: Math.max(0, payment.amountKurus - snapshot.totalKurus) });
  if (payment.status !== 'PENDING') {
    // Settled already: answer with the stored outcome, exactly as a repeated POST would.
    const result = await settledResult(db, paymentId);
    if (result) return { status: 200, html: resultHtml(result, origin) };
  }
  return {
    status: 200,
    html: threeDsCodePage({
      paymentId,
      language,
      bankName: payment.bankName ?? SANDBOX_BANK_NAME,
      merchant: MERCHANT,
      amountText: formatKurus(payment.amountKurus, language),
      maskedCard: maskCard(payment.cardLast4),
      installmentCount: payment.installmentCount,
      installmentText: formatKurus(terms.installmentKurus, language),
      cashText: formatKurus(terms.cashKurus, language),
      interestText: formatKurus(terms.interestKurus, language),
      error: retry?.message,
      attemptsLeft: retry?.attemptsLeft,
      shopOrigin: origin,
    }),
  };
}

function resultHtml(result: CompletionResult, origin: string): string {
  return threeDsResultPage(result.language, result.status === 'success' ? 'success' : 'error', result.message, origin);
}

function notFoundHtml(origin: string): string {
  return threeDsResultPage('tr', 'error', translate('tr', 'ui.payment.not_found'), origin);
}

function formBody(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  return out;
}

export function registerPaymentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const frameAncestors = threeDsFrameAncestors(deps.config);
  const send = (reply: FastifyReply, status: number, html: string) => sendHtml(reply, status, html, frameAncestors);
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
    }

    // the sandbox e-archive invoice (domains/fulfilment/e-archive.ts): only with its random token
    scope.get<{ Params: { number: string; file: string } }>('/payment/invoices/:number/:file', async (req, reply) => {
      const pdf = await invoiceDocument(deps.database.db, req.params.number, req.params.file);
      if (!pdf) return reply.code(404).header('cache-control', 'no-store').send({ error: 'not found' });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${req.params.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    });

    scope.get(THREE_DS_REDIRECT_SCRIPT_PATH, async (_req, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff').send(THREE_DS_REDIRECT_SCRIPT),
    );

    scope.get<{ Params: Params }>('/payment/3ds/:paymentId', async (req, reply) => {
      const { paymentId } = req.params;
      const origin = shopOrigin(deps.config, undefined);
      if (!PAYMENT_ID.test(paymentId)) return send(reply, 404, notFoundHtml(origin));
      const page = await codePage(deps.database.db, paymentId, origin);
      return send(reply, page.status, page.html);
    });

    scope.post<{ Params: Params }>('/payment/3ds/:paymentId', async (req, reply) => {
      const { paymentId } = req.params;
      const body = formBody(req.body);
      const origin = shopOrigin(deps.config, body.shopOrigin);
      if (!PAYMENT_ID.test(paymentId)) return send(reply, 404, notFoundHtml(origin));
      const db = deps.database.db;
      // The order's messages go through the request context's notifier, with the server's settings.
      const messaging = await deps.buildContext(req);
      if (body.action === 'cancel') return send(reply, 200, resultHtml(await completePayment(db, paymentId, { kind: 'cancel' }, messaging), origin));
      if (body.code === undefined) {
        const page = await codePage(db, paymentId, origin);
        return send(reply, page.status, page.html);
      }
      const result = await completePayment(db, paymentId, { kind: 'verify', code: body.code }, messaging);
      if (result.status === 'retry') {
        const page = await codePage(db, paymentId, origin, { message: result.message, attemptsLeft: result.attemptsLeft });
        return send(reply, page.status, page.html);
      }
      return send(reply, 200, resultHtml(result, origin));
    });
  });
}
