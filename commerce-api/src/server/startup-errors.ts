// A failed start said in words an operator can act on (main.ts prints it and exits 1): the port
// taken, the database out of reach or refusing, or else the error as it came.

interface SystemError {
  code?: string;
  address?: string;
  port?: number;
  message?: string;
}

/** Where DATABASE_URL points, without its password. */
function databaseWhere(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'the embedded database (DATA_DIR)';
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname} (DATABASE_URL)`;
  } catch {
    return 'DATABASE_URL (not a valid URL: postgres://user:password@host:5432/database)';
  }
}

export function describeStartupError(error: unknown, env: NodeJS.ProcessEnv = process.env): string {
  const e = (error ?? {}) as SystemError;
  const errors = [e, ...((error as { errors?: SystemError[] })?.errors ?? [])];
  const code = errors.map((x) => x?.code).find(Boolean);
  const port = env.PORT ?? '4000';
  if (code === 'EADDRINUSE') return `commerce-api cannot start: port ${port} is already in use. Stop what listens there or set PORT.`;
  if (code === 'EACCES') return `commerce-api cannot start: port ${port} needs privileges this process lacks; use a port above 1023.`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH') {
    return `commerce-api cannot start: ${databaseWhere(env.DATABASE_URL)} does not answer (${code}). Is the server running and reachable?`;
  }
  if (code === '28P01' || code === '28000') return `commerce-api cannot start: ${databaseWhere(env.DATABASE_URL)} refused the login (${code}): check the user and password.`;
  if (code === '3D000') return `commerce-api cannot start: the database of ${databaseWhere(env.DATABASE_URL)} does not exist (createdb it first).`;
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `commerce-api cannot start: ${message}`;
}
