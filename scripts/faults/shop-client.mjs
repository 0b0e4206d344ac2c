// What the fault suite does to the shop: GraphQL and REST calls to the site or to one API
// instance (as the site's gateway would send them, with X-Forwarded-For: the instances trust
// loopback), shoppers ready to pay made straight in the database, the sandbox bank's 3-D
// Secure page posted as the payment frame does, captcha challenges solved as the shell does.
import { createHash, randomBytes } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';

/** POST /graphql at base; { status, body } (body null when it was not JSON). */
export async function gql(base, query, variables = {}, { token, ip, language, captcha, timeoutMs = 15_000 } = {}) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (ip) headers['x-forwarded-for'] = ip;
  if (language) headers.language = language;
  if (captcha) headers['x-captcha-response'] = captcha;
  const response = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, text };
}

/** GET at base; { status, body }. */
export async function rest(base, path, { timeoutMs = 15_000, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** The base64 solution of a captcha challenge (the 410's extensions.captchaChallenge). */
export async function solveCaptcha(challenge) {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

let buyers = 0;

/**
 * A new customer with an address (a copy of the demo customer's) and a login token, made in the
 * database: { customerId, addressId, token, phone }.
 */
export async function newBuyer(sql) {
  buyers += 1;
  const phone = `559${String(process.pid % 1000).padStart(3, '0')}${String(buyers).padStart(4, '0')}`;
  const token = randomBytes(24).toString('base64url');
  const { rows } = await sql.query(
    `WITH demo AS (SELECT id, password_hash FROM customers WHERE email = 'demo@storefront.test'),
     c AS (INSERT INTO customers (email, phone, first_name, last_name, password_hash)
           SELECT $1, $2, 'Deneme', 'Alıcı', password_hash FROM demo RETURNING id),
     a AS (INSERT INTO addresses (customer_id, title, first_name, last_name, phone_number, city_id, district_id, neighborhood_id, address1, zip_postal_code)
           SELECT c.id, x.title, x.first_name, x.last_name, x.phone_number, x.city_id, x.district_id, x.neighborhood_id, x.address1, x.zip_postal_code
           FROM c, (SELECT * FROM addresses WHERE customer_id = (SELECT id FROM demo) AND deleted_at IS NULL ORDER BY id LIMIT 1) x RETURNING id, customer_id),
     t AS (INSERT INTO auth_tokens (customer_id, token_hash, expires_at) SELECT c.id, $3, now() + interval '1 day' FROM c RETURNING id)
     SELECT a.customer_id, a.id AS address_id FROM a, t`,
    [`buyer-${process.pid}-${buyers}@storefront.test`, phone, createHash('sha256').update(token).digest('hex')],
  );
  if (!rows[0]) throw new Error('could not make a buyer (is the demo customer there?)');
  return { customerId: rows[0].customer_id, addressId: rows[0].address_id, token, phone };
}

const ADD = 'mutation($p: Int!, $q: Int!) { addToCart(productId: $p, quantity: $q) { status errors { code } } }';
const SELECT = 'mutation($a: Int!, $o: String) { selectShippingAddressWithShippingOption(addressId: $a, option: $o) { success errors { code } } }';
const PAY = 'mutation($i: CardPaymentInput!) { cardPayment(input: $i) { errors form paymentId } }';
export const APPROVING_CARD = '4355 0843 5508 4358';

/** The buyer's cart gets quantity of the product, their address and the first carrier. */
export async function fillCart(base, sql, buyer, productId, quantity = 1) {
  const added = await gql(base, ADD, { p: productId, q: quantity }, { token: buyer.token });
  if (added.body?.data?.addToCart?.status !== true) throw new Error(`addToCart: ${added.text}`);
  const { rows } = await sql.query('SELECT name FROM carriers ORDER BY id LIMIT 1');
  const selected = await gql(base, SELECT, { a: buyer.addressId, o: rows[0]?.name ?? null }, { token: buyer.token });
  if (selected.body?.data?.selectShippingAddressWithShippingOption?.success !== true) throw new Error(`select address: ${selected.text}`);
}

/** cardPayment at base: { paymentId, code } (the 3-D Secure code from the outbox). */
export async function startPayment(base, sql, buyer) {
  const input = { creditCardNumber: APPROVING_CARD, creditCardHolderName: 'AYŞE YILMAZ', expireMonth: '12', expireYear: String(new Date().getFullYear() + 2), creditCardCvv2: '123', installmentCount: 1, agreementAccepted: true };
  const paid = await gql(base, PAY, { i: input }, { token: buyer.token });
  const result = paid.body?.data?.cardPayment;
  if (!result?.paymentId) throw new Error(`cardPayment: ${paid.text}`);
  const { rows } = await sql.query('SELECT code FROM outbox WHERE recipient = $1 AND code IS NOT NULL ORDER BY id DESC LIMIT 1', [buyer.phone]);
  if (!rows[0]) throw new Error('no 3-D Secure code in the outbox');
  return { paymentId: result.paymentId, code: rows[0].code };
}

/** The bank's code page posted as the payment frame posts it: { status, text, outcome }. */
export async function postThreeDsCode(base, paymentId, code, { timeoutMs = 15_000 } = {}) {
  const response = await fetch(`${base}/payment/3ds/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code }).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  return { status: response.status, text };
}
