// A real SMTP server for tests (smtp-server): keeps every message it accepts, parsed (mailparser),
// with the envelope's recipients. stop() makes it unreachable (connections refused), start() again
// on the same port; refuseNext(n, code) answers the next n messages with an SMTP error.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  port: number;
  mails: CaughtMail[];
  /** the next n messages are refused with this SMTP code (default 451: try later) */
  refuseNext(n: number, code?: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpTestServer(port = 0): Promise<SmtpTestServer> {
  const mails: CaughtMail[] = [];
  let refusals = 0;
  let refusalCode = 451;
  let server: SMTPServer | null = null;
  let boundPort = port;

  function listen(): Promise<void> {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // stop() drops open connections at once (the senders' pools), as a server going away does
      closeTimeout: 100,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error('refused by the test server'), { responseCode: refusalCode });
            return callback(error);
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            mails.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw });
            callback();
          }, callback);
        });
      },
    });
    server.on('error', () => {});
    return new Promise((resolve) => {
      server!.listen(boundPort, '127.0.0.1', () => {
        boundPort = (server!.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }
  await listen();

  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    mails,
    refuseNext(n, code = 451) {
      refusals = n;
      refusalCode = code;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    start: listen,
  };
}
