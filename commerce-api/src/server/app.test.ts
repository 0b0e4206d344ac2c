// Server behaviour over HTTP: request headers, request errors (GraphQL errors with 400, never
// 500), query limits, error masking, captcha, CORS, body limit and the production switches.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { parse, print, visit, type ASTNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { customers } from '../db/schema.js';
import { createTestApi, type TestApi } from '../testing/test-api.js';
import { createRateLimiter } from '../services/rate-limiter.js';

const CHECK = `mutation($v: String!) { easyLoginCheck(type: EMAIL, value: $v) { result errors { code message } } }`;

describe('server', () => {
  let api: TestApi;
  before(async () => {
    api = await createTestApi({ seed: async (db) => void (await db.insert(customers).values({ email: 'demo@storefront.test', phone: '5320000001' })) });
  });
  after(() => api.close());

  it('answers a query', async () => {
    const res = await api.gql('{ __typename }');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.data, { __typename: 'Query' });
  });

  it('language and Culture headers pick the message language; de, nl and fr get Turkish', async () => {
    const message = async (headers: Record<string, string>) =>
      (await api.gql(CHECK, { v: 'nobody@storefront.test' }, { headers, ip: `192.0.2.${Math.floor(Math.random() * 200) + 20}` })).body.data.easyLoginCheck.errors[0].message;
    const tr = await message({});
    const en = await message({ language: 'en' });
    assert.notEqual(tr, en);
    assert.equal(await message({ culture: 'en-US' }), en);
    assert.equal(await message({ language: 'EN' }), en);
    assert.equal(await message({ language: 'tr', culture: 'tr-TR' }), tr);
    for (const l of ['de', 'nl', 'fr', 'xx']) assert.equal(await message({ language: l }), tr, l);
  });

  it('malformed JSON, an empty body and a wrong content type are 4xx with GraphQL errors', async () => {
    for (const [payload, type] of [['{"query": ', 'application/json'], ['', 'application/json'], ['{"query":"{ __typename }"}', 'text/plain'], ['[1,2]', 'application/json'], ['{"query": 5}', 'application/json']] as const) {
      const res = await api.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': type }, payload });
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${payload} (${type}) -> ${res.statusCode}`);
      const body = JSON.parse(res.body) as { errors: { message: string; extensions?: Record<string, unknown> }[] };
      assert.ok(body.errors.length >= 1);
      assert.ok(!JSON.stringify(body).includes('    at '), 'no stack trace');
      assert.equal(body.errors[0]!.extensions?.originalError, undefined);
    }
  });

  it('an unknown field or argument and a wrongly typed variable are 400s, also for application/json clients', async () => {
    for (const [query, variables] of [['{ nope }', {}], ['{ cities(x: 1) { id } }', {}], ['query($id: Int!) { districts(cityId: $id) { id } }', { id: 'abc' }]] as const) {
      const res = await api.gql(query, variables);
      assert.equal(res.status, 400, query);
      assert.ok(res.body.errors?.length);
    }
  });

  it('rejects queries deeper than the limit and too many aliases', async () => {
    const deep = `{ menus { items { ${'children { '.repeat(12)}id${' }'.repeat(12)} } } }`;
    const res = await api.gql(deep);
    assert.equal(res.status, 400);
    assert.match(res.body.errors![0]!.message, /depth/i);
    const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: cities { id }`).join(' ')} }`;
    assert.equal((await api.gql(aliases)).status, 400);
  });

  it('every operation document of the front ends passes the query limits', async () => {
    const dir = join(dirname(createRequire(import.meta.url).resolve('shared-contracts/schema.graphql')), 'operations');
    const files = readdirSync(dir).filter((f) => f.endsWith('.graphql'));
    const docs = new Map(files.map((file) => [file, parse(readFileSync(join(dir, file), 'utf8'))]));
    // Fragments of every file: codegen reads the documents together, so a file may use a shared
    // fragment of another (payment-terms.graphql).
    const fragments = new Map(
      [...docs.values()].flatMap((doc) => doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((f) => [f.name.value, f] as const)),
    );
    for (const [file, doc] of docs) {
      // The fragments an operation uses, directly or through other fragments.
      const used = (node: ASTNode, seen = new Set<string>()): Set<string> => {
        visit(node, {
          FragmentSpread(spread) {
            const name = spread.name.value;
            if (seen.has(name) || !fragments.has(name)) return;
            seen.add(name);
            used(fragments.get(name)!, seen);
          },
        });
        return seen;
      };
      for (const op of doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')) {
        if (op.operation !== 'query') continue; // queries only: mutations would run
        const text = [op, ...[...used(op)].map((n) => fragments.get(n)!)].map((d) => print(d)).join('\n');
        const res = await api.gql(text, {});
        const rejected = (res.body.errors ?? []).filter((e) => /Syntax Error|limit/i.test(e.message) || e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
        assert.deepEqual(rejected, [], `${file}: ${op.name?.value}`);
      }
    }
  });

  it('masks unexpected errors: a generic translated message, no internals', async () => {
    const broken = await createTestApi({
      notifier: { send: async () => Promise.reject(new Error('SMTP relay at 10.0.0.5 refused: secret detail')) },
      seed: async (db) => void (await db.insert(customers).values({ phone: '5320000001' })),
    });
    try {
      const res = await broken.gql('mutation { easyLoginCheck(type: PHONE, value: "05320000001") { result } }', {}, { language: 'en' });
      assert.equal(res.status, 200);
      const text = JSON.stringify(res.body);
      assert.ok(!text.includes('SMTP') && !text.includes('secret'), text);
      assert.equal(res.body.errors?.[0]?.extensions?.code, 'INTERNAL_SERVER_ERROR');
      assert.equal(res.body.errors?.[0]?.message, 'Something unexpected went wrong. Please try again.');
    } finally {
      await broken.close();
    }
  });

  it('410 past the limit carries a challenge of the call\'s family; its solution lets one request through', async () => {
    const limited = await createTestApi({ rateLimiter: createRateLimiter({ login: { windowMs: 60_000, perIdentifier: 1, perIp: 100 } }) });
    try {
      assert.equal((await limited.gql(CHECK, { v: 'x@storefront.test' })).status, 200);
      const blocked = await limited.gql(CHECK, { v: 'x@storefront.test' });
      assert.equal(blocked.status, 410);
      const ext = blocked.body.errors?.[0]?.extensions;
      assert.equal(ext?.code, 'CAPTCHA_REQUIRED');
      assert.equal(ext?.captchaFamily, 'login');
      assert.equal((ext?.captchaChallenge as { algorithm: string }).algorithm, 'SHA-256');
      assert.equal(ext?.http, undefined, 'the status hint stays on the server');
      const bad = await limited.gql(CHECK, { v: 'x@storefront.test' }, { captcha: 'bogus' });
      assert.equal(bad.status, 410);
      const captcha = await limited.solveCaptcha(blocked);
      assert.equal((await limited.gql(CHECK, { v: 'x@storefront.test' }, { captcha })).status, 200);
      assert.equal((await limited.gql(CHECK, { v: 'x@storefront.test' }, { captcha })).status, 410, 'a solution works once');
      assert.equal((await limited.gql(CHECK, { v: 'x@storefront.test' }, { captcha: await limited.solveCaptcha('login') })).status, 200, 'GET /captcha/challenge?family=login');
    } finally {
      await limited.close();
    }
  });

  it('a solution replayed in 10 parallel requests lets at most one through', async () => {
    const limited = await createTestApi({ rateLimiter: { hit: () => true } });
    try {
      for (let round = 0; round < 2; round++) {
        const blocked = await limited.gql(CHECK, { v: 'y@storefront.test' });
        assert.equal(blocked.status, 410);
        const captcha = await limited.solveCaptcha(blocked);
        const answers = await Promise.all(Array.from({ length: 10 }, () => limited.gql(CHECK, { v: 'y@storefront.test' }, { captcha })));
        const statuses = answers.map((a) => a.status);
        assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
        assert.equal(statuses.filter((s) => s === 410).length, 9, statuses.join(','));
      }
    } finally {
      await limited.close();
    }
  });

  it('a solution is refused for another operation family, and the family-less challenge for every one', async () => {
    const limited = await createTestApi({ rateLimiter: { hit: () => true } });
    try {
      const contact = await limited.solveCaptcha('contact');
      assert.equal((await limited.gql(CHECK, { v: 'z@storefront.test' }, { captcha: contact })).status, 410, 'a contact solution for a login call');
      const unbound = (await limited.gql('{ captchaChallenge { algorithm challenge maxnumber salt signature } }')).body.data.captchaChallenge;
      const { solveChallengePayload } = await import('../testing/test-api.js');
      assert.equal((await limited.gql(CHECK, { v: 'z@storefront.test' }, { captcha: await solveChallengePayload(unbound) })).status, 410, 'the captchaChallenge query binds no family');
      // The query asked for the login family: its solution passes a login call, once.
      const forLogin = (await limited.gql('query ($f: String) { captchaChallenge(family: $f) { algorithm challenge maxnumber salt signature } }', { f: 'login' })).body.data.captchaChallenge;
      const loginByQuery = await solveChallengePayload(forLogin);
      assert.equal((await limited.gql(CHECK, { v: 'z@storefront.test' }, { captcha: loginByQuery })).status, 200, 'a challenge asked for the login family');
      assert.equal((await limited.gql(CHECK, { v: 'z@storefront.test' }, { captcha: loginByQuery })).status, 410, 'used once only');
      const unknown = await limited.gql('{ captchaChallenge(family: "nope") { challenge } }');
      assert.equal(unknown.body.data, null);
      assert.equal(unknown.body.errors?.[0]?.extensions?.code, 'ui.captcha.failed');
      const login = await limited.solveCaptcha('login');
      assert.equal((await limited.gql(CHECK, { v: 'z@storefront.test' }, { captcha: login })).status, 200);
      for (const url of ['/captcha/challenge', '/captcha/challenge?family=nope']) assert.equal((await limited.inject(url)).statusCode, 400, url);
    } finally {
      await limited.close();
    }
  });

  it('CSRF: GraphQL takes application/json posts only; form posts answer 415 and do nothing', async () => {
    const limited = await createTestApi({ rateLimiter: { hit: () => true } });
    try {
      const mutation = 'mutation { createGuestCustomer { token } }';
      const guests = async () => (await limited.db.select({ id: customers.id }).from(customers)).length;
      const before = await guests();
      const forms: [string, string][] = [
        ['application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
        ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${mutation}\r\n--x--\r\n`],
        ['text/plain', JSON.stringify({ query: mutation })],
        ['text/plain;charset=UTF-8', JSON.stringify({ query: mutation })],
        ['application/graphql', mutation],
        ['application/graphql+json', JSON.stringify({ query: mutation })],
        ['application/jsonx', JSON.stringify({ query: mutation })],
        ['Application/JSON', JSON.stringify({ query: mutation })],
      ];
      for (const [type, payload] of forms) {
        const res = await limited.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': type, origin: 'https://evil.example' }, payload });
        assert.equal(res.statusCode, 415, type);
        assert.match(String(res.headers['content-type']), /^application\/json/);
        assert.equal((JSON.parse(res.body) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code, 'UNSUPPORTED_MEDIA_TYPE', type);
      }
      const none = await limited.inject({ method: 'POST', url: '/graphql', payload: JSON.stringify({ query: mutation }) });
      assert.equal(none.statusCode, 415, 'no content type');
      assert.equal(await guests(), before, 'nothing ran');
      for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json;charset=UTF-8']) {
        const res = await limited.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': type }, payload: JSON.stringify({ query: '{ __typename }' }) });
        assert.equal(res.statusCode, 200, type);
      }
      const getQuery = await limited.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ __typename }')}`, headers: { accept: 'application/json' } });
      assert.equal(getQuery.statusCode, 200, 'GET runs a query (outside production)');
      const getMutation = await limited.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(mutation)}`, headers: { accept: 'application/json' } });
      assert.equal(getMutation.statusCode, 405, 'a mutation over GET');
      assert.equal(await guests(), before, 'the GET mutation did not run');
    } finally {
      await limited.close();
    }
  });

  it('CORS for the development servers only', async () => {
    const pre = await api.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin: 'http://localhost:3004', 'access-control-request-method': 'POST' } });
    assert.equal(pre.statusCode, 204);
    assert.equal(pre.headers['access-control-allow-origin'], 'http://localhost:3004');
    assert.match(String(pre.headers['access-control-allow-headers']), /x-captcha-response/);
    const foreign = await api.inject({ method: 'POST', url: '/graphql', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{"query":"{ __typename }"}' });
    assert.equal(foreign.headers['access-control-allow-origin'], undefined);
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await api.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: `{ __typename }`, variables: { pad: 'x'.repeat(300_000) } }) });
    assert.equal(res.statusCode, 413);
  });

  it('development outbox and introspection are off in production', async () => {
    const prod = await createTestApi({ config: { production: true } });
    try {
      const outbox = await prod.gql('{ devOutbox { id } }');
      assert.equal(outbox.body.data, null);
      assert.equal(outbox.body.errors?.[0]?.extensions?.code, 'FORBIDDEN');
      const schema = await prod.gql('{ __schema { queryType { name } } }');
      assert.equal(schema.status, 400);
      const dev = await api.gql('{ __schema { queryType { name } } }');
      assert.equal(dev.body.data.__schema.queryType.name, 'Query');
    } finally {
      await prod.close();
    }
  });

  it('a production-mode test site may open the outbox (DEV_OUTBOX=on), and the demo may log it', async () => {
    const logged: { fields: Record<string, unknown>; message: string }[] = [];
    const prod = await createTestApi({ config: { production: true, devOutbox: true } });
    try {
      const outbox = await prod.gql('{ devOutbox { id } }');
      assert.deepEqual(outbox.body.errors, undefined);
      assert.ok(Array.isArray(outbox.body.data.devOutbox));
      const { createOutboxNotifier } = await import('../services/outbox-notifier.js');
      await createOutboxNotifier(prod.db, { info: (fields, message) => logged.push({ fields, message }) }).send({ channel: 'SMS', recipient: '5320000009', subject: 'Doğrulama kodu', body: 'Kodunuz 123456', code: '123456' });
      assert.deepEqual(logged, [{ fields: { channel: 'SMS', recipient: '5320000009', code: '123456', link: undefined }, message: 'outbox SMS: Doğrulama kodu' }]);
      const stored = await prod.gql('{ devOutbox(recipient: "5320000009") { code } }');
      assert.equal(stored.body.data.devOutbox[0].code, '123456', 'logged and stored');
    } finally {
      await prod.close();
    }
  });
});
