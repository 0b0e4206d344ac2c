// Whether an error means "the database cannot be reached right now" (a restart, a failover, a
// full pool) rather than a fault of the request or of the code: such errors are answered with
// 503 and a translated "try again" (GraphQL and REST), never 500, and the pool reconnects by
// itself. Errors arrive wrapped (drizzle's DrizzleQueryError, GraphQL's originalError, an
// AggregateError of a dual-stack connect), so the whole chain is looked at.

/** Socket-level codes of node (connect refused, reset ...). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (admin / crash shutdown,
 * cannot connect now: the server is stopping or starting), 53300 (too many connections),
 * 57014 only from a statement timeout is not included (a slow query is not an outage).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres raises these as plain Errors without a code. */
const PG_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end on the pool/i,
];

function matches(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === 'string' && PG_MESSAGES.some((re) => re.test(message));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const next = queue.shift();
    if (!next || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    if (matches(next)) return true;
    const e = next as { cause?: unknown; originalError?: unknown; errors?: unknown };
    queue.push(e.cause, e.originalError);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return false;
}
