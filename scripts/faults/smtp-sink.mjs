// A real SMTP server for the fault suite (smtp-server), on a port of its own: every accepted
// message parsed with mailparser and counted by Message-ID. stop() makes it unreachable and
// start() brings it back on the same port; acceptDelayMs holds each message before accepting it.
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export async function startSmtpSink(port, { acceptDelayMs = 0 } = {}) {
  const accepted = [];
  let server = null;
  const sink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    acceptDelayMs,
    /** How many times each Message-ID was accepted. */
    copies() {
      const counts = new Map();
      for (const mail of accepted) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
    start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        // stop() drops open connections at once (the senders' pools), as a server going away does
        closeTimeout: 100,
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream).then(
            async (parsed) => {
              if (sink.acceptDelayMs) await new Promise((r) => setTimeout(r, sink.acceptDelayMs));
              accepted.push({ messageId: parsed.messageId, to: session.envelope.rcptTo.map((r) => r.address), subject: parsed.subject, text: parsed.text ?? '' });
              callback();
            },
            (error) => callback(error),
          );
        },
      });
      server.on('error', () => {});
      return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    stop() {
      const s = server;
      server = null;
      return s ? new Promise((resolve) => s.close(resolve)) : Promise.resolve();
    },
  };
  await sink.start();
  return sink;
}
