// A real SMTP server for tests (smtp-server), used by the API's tests and the fault suite: keeps
// every message it accepts, parsed (mailparser), with the envelope's recipients. stop() makes it
// unreachable (open connections dropped, new ones refused), start() brings it back on the same
// port; refuseNext(n, code) answers the next n messages with an SMTP error; acceptDelayMs holds
// each message that long before accepting it. Plain JavaScript (types in the .d.mts beside it).
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export async function startSmtpTestServer(port = 0) {
  let server = null;
  let refusals = 0;
  let refusalCode = 451;
  const mails = [];
  const sink = {
    port,
    get url() {
      return `smtp://127.0.0.1:${sink.port}`;
    },
    mails,
    acceptDelayMs: 0,
    refuseNext(n, code = 451) {
      refusals = n;
      refusalCode = code;
    },
    /** How many times each Message-ID was accepted. */
    copies() {
      const counts = new Map();
      for (const mail of mails) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${mails.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
    start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        closeTimeout: 100,
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream).then(async (parsed) => {
            if (refusals > 0) {
              refusals -= 1;
              return callback(Object.assign(new Error('refused by the test server'), { responseCode: refusalCode }));
            }
            if (sink.acceptDelayMs) await new Promise((r) => setTimeout(r, sink.acceptDelayMs));
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
            mails.push({ envelopeTo, messageId: parsed.messageId, subject: parsed.subject ?? '', text: parsed.text ?? '', parsed });
            callback();
          }, callback);
        },
      });
      server.on('error', () => {});
      return new Promise((resolve) => {
        server.listen(sink.port, '127.0.0.1', () => {
          sink.port = server.server.address().port;
          resolve();
        });
      });
    },
    stop() {
      const s = server;
      server = null;
      return s ? new Promise((resolve) => s.close(() => resolve())) : Promise.resolve();
    },
  };
  await sink.start();
  return sink;
}
