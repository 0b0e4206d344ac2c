// POST /csp-report: the violation reports browsers send under the policy (security-headers.mjs),
// both shapes: report-uri's application/csp-report ({ "csp-report": {...} }) and the Reporting
// API's application/reports+json ([{ type: 'csp-violation', body: {...} }]). Each report is
// logged on one line (and appended to CSP_REPORT_FILE when set); bodies over 16 kB are refused
// (413), other types too (415). At most REPORTS_PER_MINUTE are logged a minute, the rest counted
// and named in one line when the minute ends: a page that breaks for everyone, or someone posting
// reports in a loop, cannot flood the log. The answer is 204, never stored.
import { appendFile } from 'node:fs/promises';
import { CSP_REPORT_PATH } from './security-headers.mjs';

export const MAX_REPORT_BYTES = 16 * 1024;
export const REPORTS_PER_MINUTE = 100;
const TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];
const FIELD_LENGTH = 300;

const text = (value) => (value === undefined || value === null ? '' : String(value).replace(/[\r\n\t]+/g, ' ').slice(0, FIELD_LENGTH));

/** The reports of a body in one shape: { document, directive, blocked, source, sample, disposition }. */
export function violationsOf(body) {
  const list = Array.isArray(body) ? body : [body];
  const out = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const legacy = item['csp-report'];
    if (legacy && typeof legacy === 'object') {
      out.push({
        document: text(legacy['document-uri']),
        directive: text(legacy['effective-directive'] ?? legacy['violated-directive']),
        blocked: text(legacy['blocked-uri']),
        source: legacy['source-file'] ? `${text(legacy['source-file'])}:${text(legacy['line-number'])}:${text(legacy['column-number'])}` : '',
        sample: text(legacy['script-sample']),
        disposition: text(legacy.disposition),
      });
    } else if (item.type === 'csp-violation' && item.body && typeof item.body === 'object') {
      const b = item.body;
      out.push({
        document: text(b.documentURL ?? item.url),
        directive: text(b.effectiveDirective),
        blocked: text(b.blockedURL),
        source: b.sourceFile ? `${text(b.sourceFile)}:${text(b.lineNumber)}:${text(b.columnNumber)}` : '',
        sample: text(b.sample),
        disposition: text(b.disposition),
      });
    }
  }
  return out;
}

/** Allows `limit` a minute; counts what it refused until the minute is over. */
export function createReportBudget({ limit = REPORTS_PER_MINUTE, now = () => Date.now() } = {}) {
  let windowStart = now();
  let used = 0;
  let dropped = 0;
  return {
    /** { allowed, droppedBefore }: droppedBefore is the count refused in the minute that just ended (once). */
    take() {
      let droppedBefore = 0;
      if (now() - windowStart >= 60_000) {
        droppedBefore = dropped;
        windowStart = now();
        used = 0;
        dropped = 0;
      }
      if (used < limit) {
        used += 1;
        return { allowed: true, droppedBefore };
      }
      dropped += 1;
      return { allowed: false, droppedBefore };
    },
  };
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ cspReportFile: string | null }} settings
 * @param {{ log: (message: string) => void, limit?: number }} options
 */
export async function registerCspReports(app, settings, { log, limit = REPORTS_PER_MINUTE }) {
  const budget = createReportBudget({ limit });
  await app.register(async (scope) => {
    // The site passes other bodies through as streams; these are read here, bounded.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(TYPES, { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body));
      } catch {
        done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }));
      }
    });
    scope.post(CSP_REPORT_PATH, { bodyLimit: MAX_REPORT_BYTES }, async (request, reply) => {
      for (const report of violationsOf(request.body)) {
        const { allowed, droppedBefore } = budget.take();
        if (droppedBefore) log(`csp-report: ${droppedBefore} more reports in the last minute were not logged`);
        if (!allowed) continue;
        log(
          `csp-report: ${report.disposition || 'enforce'} ${report.directive} blocked ${report.blocked || '(inline)'} on ${report.document}` +
            (report.source ? ` at ${report.source}` : '') +
            (report.sample ? ` sample ${JSON.stringify(report.sample)}` : ''),
        );
        if (settings.cspReportFile) appendFile(settings.cspReportFile, `${JSON.stringify(report)}\n`).catch(() => {});
      }
      return reply.code(204).header('cache-control', 'no-store').send();
    });
  });
}
