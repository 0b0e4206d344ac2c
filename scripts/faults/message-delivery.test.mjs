// Messages under faults (issue 23, point 6): two API instances (`npm run serve:api`) on a PostgreSQL cluster of the suite's own, delivering to a real SMTP server started
// here (commerce-api/src/testing/smtp-test-server.mjs), SMS as mails (SMS_PROVIDER=mail-catcher), the queue's timings shortened.
//   - the SMTP server away for a while: the shopper's request still succeeds, nothing is sent
//     meanwhile, and once it is back every message arrives, once;
//   - two instances delivering one batch: each message accepted once;
//   - an instance killed (SIGKILL) mid-batch: no message lost; only a message caught between the
//     server's acceptance and its record can arrive twice, and then with the same Message-ID.
// Messages of a batch are written as the notifier writes them (an outbox row, queued, no job yet);
// the instances' sweep gives them their jobs, as after a start.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { createCluster, postgresBin } from './postgres-cluster.mjs';
import { ensureApiBuilt, freePorts, startApi } from './shop-processes.mjs';
import { gql } from './shop-client.mjs';
import { startSmtpTestServer } from '../../commerce-api/src/testing/smtp-test-server.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const skip = postgresBin() ? false : 'PostgreSQL is not installed';
const WORKERS_PER_INSTANCE = 4;

describe('message delivery under faults, two API instances on PostgreSQL', { skip }, () => {
  let cluster;
  /** the two API instances (scripts/serve-api.mjs), as a supervisor runs them */
  let instances = [];
  let sql;
  let smtp;

  before(async () => {
    ensureApiBuilt();
    cluster = createCluster({ port: await freePorts(1) });
    const databaseUrl = await cluster.createDatabase('shop');
    smtp = await startSmtpTestServer(await freePorts(1));
    const first = await freePorts(2);
    const instanceEnv = (port) => ({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Mağaza <magaza@storefront.test>',
      SMS_PROVIDER: 'mail-catcher',
      MESSAGE_WORKERS: String(WORKERS_PER_INSTANCE),
      MESSAGE_RETRY_DELAY_SECONDS: '1',
      MESSAGE_RETRY_LIMIT: '30',
      MESSAGE_LEASE_SECONDS: '4',
      MESSAGE_SWEEP_SECONDS: '1',
    });
    // Started one after the other: the first migrates and seeds, the second finds it done.
    instances = [await startApi(instanceEnv(first))];
    instances.push(await startApi(instanceEnv(first + 1)));
    sql = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    sql.on('error', () => {});
  });

  after(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await sql?.end().catch(() => {});
    await smtp?.stop();
    cluster?.remove();
  });

  /** Queues n e-mails tagged `tag`, as the notifier writes them. */
  async function queueBatch(tag, n) {
    await sql.query(
      `INSERT INTO outbox (channel, recipient, subject, body, kind)
       SELECT 'EMAIL', $1 || '-' || g || '@storefront.test', 'Deneme ' || $1 || ' ' || g, 'Merhaba, bu bir deneme iletisi.', 'fault-test'
       FROM generate_series(1, $2::int) g`,
      [tag, n],
    );
  }

  async function statesOf(tag) {
    const { rows } = await sql.query(`SELECT state, count(*)::int AS n FROM outbox WHERE recipient LIKE $1 GROUP BY state`, [`${tag}-%`]);
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  }

  async function untilAllSent(tag, n, timeoutMs = 120_000) {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const states = await statesOf(tag);
      if ((states.sent ?? 0) === n) return states;
      if (Date.now() > end) throw new Error(`${tag}: not all sent in time: ${JSON.stringify(states)}`);
      await sleep(250);
    }
  }

  const acceptedFor = (tag) => smtp.mails.filter((mail) => mail.envelopeTo.some((to) => to.startsWith(`${tag}-`)));

  test('two instances deliver a batch: every message accepted once', async () => {
    await queueBatch('pair', 120);
    await untilAllSent('pair', 120);
    await sleep(1_000);
    const mails = acceptedFor('pair');
    assert.equal(mails.length, 120);
    assert.equal(new Set(mails.map((m) => m.messageId)).size, 120);
    const { rows } = await sql.query(`SELECT count(*)::int AS n FROM outbox WHERE recipient LIKE 'pair-%' AND attempts <> 1`);
    assert.equal(rows[0].n, 0, 'each message was claimed once');
  });

  test('SMTP away for a while: the request succeeds, messages wait, then arrive once', async () => {
    await smtp.stop();
    // a shopper asks for a password-reset link meanwhile: answered as always
    const asked = await gql(instances[1].url, 'mutation($e: String!) { passwordRecovery(email: $e) { result } }', { e: 'second@storefront.test' }, { ip: '198.51.100.23' });
    assert.equal(asked.status, 200, asked.text);
    assert.equal(asked.body?.data?.passwordRecovery?.result, true, asked.text);
    await queueBatch('away', 20);
    await sleep(5_000);
    const waiting = await statesOf('away');
    assert.equal(waiting.sent ?? 0, 0);
    assert.ok((waiting.failed ?? 0) + (waiting.queued ?? 0) + (waiting.sending ?? 0) === 20, JSON.stringify(waiting));
    const { rows: tried } = await sql.query(`SELECT max(attempts)::int AS n, max(last_error) AS error FROM outbox WHERE recipient LIKE 'away-%'`);
    assert.ok(tried[0].n >= 1, 'delivery was tried while the server was away');
    assert.match(tried[0].error, /ECONNREFUSED|connect/i);

    await smtp.start();
    await untilAllSent('away', 20);
    await sleep(1_000);
    const mails = acceptedFor('away');
    assert.equal(mails.length, 20);
    assert.equal(new Set(mails.map((m) => m.messageId)).size, 20);
    // the reset link asked for while the server was away arrived too, once
    const { rows: link } = await sql.query(`SELECT state FROM outbox WHERE recipient = 'second@storefront.test' AND link IS NOT NULL`);
    assert.deepEqual(link.map((r) => r.state), ['sent']);
    const reset = smtp.mails.filter((m) => m.envelopeTo.includes('second@storefront.test'));
    assert.equal(reset.length, 1);
  });

  test('an instance killed mid-batch: no message lost, a copy only with the same Message-ID', async (t) => {
    smtp.acceptDelayMs = 40;
    await queueBatch('killed', 150);
    const end = Date.now() + 60_000;
    while (acceptedFor('killed').length < 30) {
      if (Date.now() > end) throw new Error('the batch did not start');
      await sleep(20);
    }
    process.kill(instances[0].pid, 'SIGKILL');
    await untilAllSent('killed', 150, 180_000);
    await sleep(1_000);
    smtp.acceptDelayMs = 0;
    const mails = acceptedFor('killed');
    const copies = [...smtp.copies()].filter(([id, n]) => n > 1 && mails.some((m) => m.messageId === id));
    assert.equal(new Set(mails.map((m) => m.messageId)).size, 150, 'every message arrived');
    // a copy is possible only for a message the killed worker had in hand (accepted, not yet recorded)
    t.diagnostic(`messages accepted twice after the kill: ${copies.length}`);
    assert.ok(copies.length <= WORKERS_PER_INSTANCE, `copies: ${JSON.stringify(copies)}`);
    assert.equal(mails.length, 150 + copies.reduce((sum, [, n]) => sum + n - 1, 0));
  });
});
