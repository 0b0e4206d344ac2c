// The budget's logged-in cart page: the demo customer logged in through the API, at least one item
// in the cart, and the login cookie put into the benchmark's Chromium (its default context, where
// Lighthouse opens its tab; Lighthouse clears caches and storage between runs, not cookies), so
// the page is measured as a logged-in shopper's cart, not as the login redirect.
// Playwright only connects (over CDP) to set and clear the cookie and to check the page once.

/** The cart route (shared-contracts/src/routes/route-table.ts, access 'login'). */
export const CART_PATH = '/cart';
/** The demo customer of README.md's "Demo logins". */
const DEMO = { email: 'demo@storefront.test', password: 'Demo1234' };
/** The shell keeps the token in this cookie (shared-contracts/src/constants/business.ts TOKEN_COOKIE). */
const TOKEN_COOKIE = 'token';
/** Asks the API to answer a login with the session cookies, as it does the shop's own pages (SESSION_TRANSPORT_HEADER). */
const COOKIE_TRANSPORT = { 'x-session-transport': 'cookie' };
/** The cart's item list, by its accessible name (mf-cart-checkout cart.items, tr and en). */
const CART_ITEMS = /^(Sepetteki ürünler|Items in the cart)$/;

async function gqlResponse(base, query, variables = {}, token = null, extraHeaders = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'application-id': 'storefront-web',
      language: 'tr',
      country: 'tr',
      Culture: 'tr-TR',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...extraHeaders,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`${body.errors[0].message} (${response.status})`);
  return { data: body.data, setCookies: response.headers.getSetCookie() };
}

async function gql(base, query, variables = {}, token = null) {
  return (await gqlResponse(base, query, variables, token)).data;
}

/** name=value pairs of Set-Cookie headers (attributes dropped). */
function cookiePairs(setCookies) {
  return setCookies.map((header) => header.split(';')[0]).map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
}

/**
 * The demo customer's login (easyPasswordLogin, by e-mail): the token, and the cookies the API's
 * answer sets, as a browser keeps them (the HttpOnly token and the shell's signed-in marker, which
 * tells the browser's shell that a session exists).
 */
export async function loginDemoCustomer(base) {
  const { data, setCookies } = await gqlResponse(
    base,
    `mutation BenchLogin($email: String, $password: String!) {
      easyPasswordLogin(type: EMAIL, email: $email, password: $password) { status token errors { code message } }
    }`,
    DEMO,
    null,
    COOKIE_TRANSPORT,
  );
  const login = data.easyPasswordLogin;
  if (!login.token) throw new Error(`demo login failed: ${login.status} ${login.errors.map((e) => e.message).join('; ')}`);
  const cookies = cookiePairs(setCookies);
  // With the cookie transport the session is the HttpOnly cookie's token (the body's is not the
  // session's): the cart is filled through that one, so the page shows what was put in it.
  const sessionCookie = cookies.find((c) => c.name === TOKEN_COOKIE);
  if (!sessionCookie) cookies.push({ name: TOKEN_COOKIE, value: encodeURIComponent(login.token) });
  return { token: sessionCookie ? decodeURIComponent(sessionCookie.value) : login.token, cookies };
}

/** Adds the first product that can be added (no size to choose) unless the cart holds one; the cart's count. */
export async function ensureCartItem(base, token, productIds) {
  const { cart } = await gql(base, '{ cart { cartCount } }', {}, token);
  if (cart.cartCount > 0) return cart.cartCount;
  const tried = [];
  for (const productId of productIds.slice(0, 10)) {
    const { addToCart } = await gql(
      base,
      `mutation BenchAddToCart($productId: Int!) {
        addToCart(productId: $productId, quantity: 1) { status message errors { message } cart { cartCount } }
      }`,
      { productId },
      token,
    );
    if (addToCart.status && addToCart.cart?.cartCount > 0) return addToCart.cart.cartCount;
    tried.push(`${productId}: ${[...addToCart.message, ...addToCart.errors.map((e) => e.message)].join(' ')}`);
  }
  throw new Error(`could not put a product into the cart (${tried.join('; ') || 'no product ids'})`);
}

/** The page as the server sends it with the cookie: 200 (not the login redirect), and whether it carries the cart. */
async function serverAnswer(base, cookies) {
  const response = await fetch(`${base}${CART_PATH}`, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') }, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, location: response.headers.get('location'), serverRendered: /Sepetteki ürünler|Items in the cart/.test(html) };
}

async function withDefaultContext(chromePort, fn) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    return await fn(browser.contexts()[0]);
  } finally {
    await browser.close(); // disconnects; the browser Lighthouse uses stays up
  }
}

/**
 * Logs the demo customer in, fills the cart when empty, sets the login cookie in the browser and
 * checks in it that the cart route shows the cart's items. Resolves to { notes, clear } (clear()
 * removes the cookie again); rejects when the cart page cannot be shown logged in.
 */
export async function prepareLoggedInCart(chromePort, base, productIds) {
  const { token, cookies } = await loginDemoCustomer(base);
  const count = await ensureCartItem(base, token, productIds);
  const notes = [];
  const server = await serverAnswer(base, cookies);
  if (server.status !== 200) throw new Error(`${CART_PATH} with the login cookie answered ${server.status}${server.location ? ` → ${server.location}` : ''}`);
  if (!server.serverRendered) notes.push(`${CART_PATH}: the server's HTML carries no cart items (rendered in the browser only)`);
  await withDefaultContext(chromePort, async (context) => {
    await context.addCookies(cookies.map((c) => ({ ...c, url: base, sameSite: 'Lax' })));
    const page = await context.newPage();
    try {
      await page.goto(`${base}${CART_PATH}`);
      await page.getByRole('list', { name: CART_ITEMS }).waitFor({ timeout: 30_000 });
      // The browser's shell takes over after hydration: a session it does not see sends it to login.
      await page.waitForLoadState('networkidle');
      const shown = new URL(page.url()).pathname;
      if (shown !== CART_PATH) throw new Error(`the browser ended on ${shown}`);
    } catch (err) {
      await context.clearCookies();
      throw new Error(`${CART_PATH} did not show the cart logged in: ${err.message.split('\n')[0]}`);
    } finally {
      await page.close();
    }
  });
  return {
    count,
    notes,
    clear: () => withDefaultContext(chromePort, (context) => context.clearCookies()),
  };
}
