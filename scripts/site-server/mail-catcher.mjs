// The local mail catcher of `npm start` (maildev, a child process): an SMTP server that keeps
// every message and a web page showing them, on free ports of 127.0.0.1. On the embedded database
// without SMTP_URL (the demo), the API sends its e-mails there and, unless SMS_PROVIDER is set,
// its SMS too (as e-mails to <phone>@sms.localhost). The journeys' site starts one as well
// (MAIL_CATCHER=on, MAIL_CATCHER_PORT: a fixed web port) and reads mails through its REST API.
//   MAIL_CATCHER=on|off (default: on when neither DATABASE_URL nor SMTP_URL is set)
//   MAIL_CATCHER_PORT (web page; default a free port), MAIL_CATCHER_SMTP_PORT (default a free port)
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HOST = '127.0.0.1';

/** Whether the catcher runs for this environment. */
export function mailCatcherWanted(env) {
  const asked = String(env.MAIL_CATCHER ?? '').toLowerCase();
  if (['on', 'true', '1'].includes(asked)) return true;
  if (['off', 'false', '0'].includes(asked)) return false;
  return !env.DATABASE_URL && !env.SMTP_URL;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the mail catcher stopped (exit ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the mail catcher did not start in time');
}

/**
 * Starts the catcher when wanted and points the API's environment (env, changed in place) at it:
 * SMTP_URL and, unless set, SMS_PROVIDER=mail-catcher. Resolves to { webUrl, smtpUrl, stop } or null.
 */
export async function startMailCatcher(env = process.env) {
  if (!mailCatcherWanted(env)) return null;
  const webPort = Number(env.MAIL_CATCHER_PORT) || (await freePort());
  const smtpPort = Number(env.MAIL_CATCHER_SMTP_PORT) || (await freePort());
  const directory = mkdtempSync(join(tmpdir(), 'storefront-mails-'));
  const bin = createRequire(import.meta.url).resolve('maildev/bin/maildev');
  const child = spawn(process.execPath, [bin, '--ip', HOST, '--smtp', String(smtpPort), '--web', String(webPort), '--mail-directory', directory, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(directory, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const webUrl = `http://${HOST}:${webPort}`;
  await waitForHealth(webUrl, child);
  const smtpUrl = `smtp://${HOST}:${smtpPort}`;
  if (!env.SMTP_URL) env.SMTP_URL = smtpUrl;
  if (!env.SMS_PROVIDER && env.SMTP_URL === smtpUrl) env.SMS_PROVIDER = 'mail-catcher';
  return { webUrl, smtpUrl, stop };
}

/** The line printed beside the shop's address. */
export function mailCatcherLine(catcher) {
  return `Mail catcher (the shop's e-mails, and SMS as mails to <phone>@sms.localhost) at ${catcher.webUrl}`;
}
