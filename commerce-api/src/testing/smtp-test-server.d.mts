import type { ParsedMail } from 'mailparser';

export interface CaughtMail {
  envelopeTo: string[];
  messageId: string | undefined;
  subject: string;
  text: string;
  parsed: ParsedMail;
}

export interface SmtpTestServer {
  readonly url: string;
  port: number;
  mails: CaughtMail[];
  acceptDelayMs: number;
  refuseNext(n: number, code?: number): void;
  copies(): Map<string | undefined, number>;
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function startSmtpTestServer(port?: number): Promise<SmtpTestServer>;
