// The first touches of a shopper, on a CPU slowed 4x (the DevTools protocol's
// Emulation.setCPUThrottlingRate), each run on a fresh page load in a fresh browser context
// (nothing cached): INP (web-vitals, reportAllChanges: the page's INP just after the input), the
// input's own latency (its Event Timing entries), and the time to a visible response, from the
// input's dispatch to the first DOM state that shows the answer (interaction-probe.mjs).
//
// "Right after it loads": each measured input is given as soon as its control is visible in the
// server's HTML, without waiting for hydration, like an impatient shopper. The first attempt is
// lost when it can get no answer (its control was disabled when pressed), when no answer comes
// within BENCH_LOST_MS (5000), or when the answer is a refusal (the product page's "choose an
// option" alert after a size was chosen); then the shopper tries again as soon as the control
// takes input, and that attempt's figures are the run's. A click that leaves the page (a link
// followed before hydration) is counted as "navigated", without figures.
//
// Interactions: the size choice and the first and second add to cart on a ring's product page
// (one page load), the filter apply and the load more on a category page, the side cart opened
// from the header (the demo customer logged in, on the home page), a keystroke in the header's
// search (the second letter, the first that asks for suggestions).
import { chromium } from '@playwright/test';
import { interactionSummary, ratio } from './figures.mjs';
import { armProbe, probeResult, probeScript } from './interaction-probe.mjs';

const CONSENT = { name: 'cookie_consent', value: 'v1.a0.m0' }; // everything refused: no banner over the page
const PRODUCT_AREA = 'main [data-boundary="mf-product"]';
const CATALOG_AREA = 'main [data-boundary="mf-catalog"]';

// The answers, as functions run in the page (helpers.visible(el)); a string names the outcome.
const ANSWERS = {
  sizeChosen: `(h) => { const s = document.querySelector('${PRODUCT_AREA} select'); return s && s.value !== '' ? 'size shown' : null; }`,
  sideCart: `(h) => {
    for (const d of document.querySelectorAll('[role="dialog"]')) if (h.visible(d)) return 'side cart';
    for (const a of document.querySelectorAll('${PRODUCT_AREA} [role="alert"]')) if (h.visible(a) && a.textContent.trim()) return 'refused: ' + a.textContent.trim();
    return null; }`,
  listingBusyOrUpdated: `(h) => {
    const c = document.querySelector('${CATALOG_AREA}');
    const grid = c && c.querySelector('[aria-label="Ürünler"]');
    if (!grid) return null;
    if (grid.getAttribute('aria-busy') === 'true') return 'listing busy';
    if ([...c.querySelectorAll('button')].some((b) => /filtresini kaldır/.test(b.getAttribute('aria-label') || b.textContent))) return 'listing updated';
    return null; }`,
  moreLoading: `(h) => {
    const c = document.querySelector('${CATALOG_AREA}');
    const grid = c && c.querySelector('[aria-label="Ürünler"]');
    if (!grid) return null;
    if ([...c.querySelectorAll('button')].some((b) => b.getAttribute('aria-busy') === 'true' || b.textContent.trim() === 'Yükleniyor…')) return 'button busy';
    if (grid.getAttribute('aria-busy') === 'true') return 'listing busy';
    if (grid.querySelectorAll(':scope > li').length > 48) return 'more shown';
    return null; }`,
  searchResults: `(h) => { const b = document.querySelector('[role="banner"], header'); const l = b && b.querySelector('[role="listbox"]'); return h.visible(l) ? 'results box' : null; }`,
};

export const INTERACTIONS = ['size choice', 'first add to cart', 'second add to cart', 'filter apply', 'load more', 'side cart (header)', 'search keystroke'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One measured input: arms the probe, acts, waits for the answer (or lostMs). Resolves to the
 * probe's figures plus { navigated }. The page's INP is read a moment later (web-vitals reports
 * it after the next frames).
 */
async function timed(page, { types, answer, act, lostMs }) {
  await armProbe(page, types, answer);
  await act();
  const t0 = Date.now();
  let result = null;
  // A new document has a probe with nothing armed (its result is null); a listing's address
  // following its filters (history.replaceState) is no navigation.
  const left = () => ({ navigated: true, outcome: `navigated to ${new URL(page.url()).pathname}` });
  while (Date.now() - t0 < lostMs) {
    const got = await probeResult(page).catch(() => undefined); // undefined: the page was between documents
    if (got === null) return left();
    result = got ?? result;
    if (result?.responseMs !== null && result?.responseMs !== undefined) break;
    if (result?.disabled) break; // pressed while disabled: nothing can answer it
    await sleep(100);
  }
  if ((await probeResult(page).catch(() => undefined)) === null) return left();
  // The input's Event Timing entry and web-vitals' INP come after the next frames (later on a
  // busy, slowed page): read once INP covers the input, or after 3 s.
  const settledBy = Date.now() + 3_000;
  do {
    await sleep(200);
    result = (await probeResult(page).catch(() => null)) ?? result;
  } while (Date.now() < settledBy && result?.dispatched && !(result.ownMs !== null && result.inpMs !== null && result.inpMs >= result.ownMs));
  return { ...(result ?? {}), navigated: false };
}

const isLost = (r) => !r.navigated && (r.responseMs === null || r.responseMs === undefined || r.disabled || String(r.outcome).startsWith('refused'));

/** A run's record of one interaction: the answered attempt's figures, whether the first was lost. */
function record(first, answered) {
  const lost = isLost(first);
  const used = lost ? answered : first;
  if (first.navigated) return { responseMs: null, inpMs: null, ownMs: null, lost: false, outcome: first.outcome };
  return {
    responseMs: used && !isLost(used) ? used.responseMs : null,
    inpMs: used?.inpMs ?? null,
    ownMs: used?.ownMs ?? null,
    lost,
    outcome: lost ? `lost (${first.disabled ? 'control disabled' : first.outcome ?? 'no answer'}); again: ${used ? used.outcome ?? 'no answer' : 'not tried'}` : first.outcome,
  };
}

async function freshPage(browser, base, { throttle, cookies = [] }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });
  await context.addCookies([CONSENT, ...cookies].map((c) => ({ name: c.name, value: c.value, url: base, sameSite: 'Lax' })));
  await context.addInitScript({ content: probeScript() });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { page, close: () => context.close() };
}

/** Until the control takes input (hydrated): not disabled; rejects after timeoutMs. */
async function enabled(locator, timeoutMs = 60_000) {
  const ok = await locator.evaluate(
    (el, ms) =>
      new Promise((resolve) => {
        const ready = () => !el.disabled;
        if (ready()) return resolve(true);
        const observer = new MutationObserver(() => ready() && (observer.disconnect(), resolve(true)));
        observer.observe(el, { attributes: true });
        setTimeout(() => (observer.disconnect(), resolve(ready())), ms);
      }),
    timeoutMs,
    { timeout: timeoutMs },
  );
  if (!ok) throw new Error(`${locator} still disabled after ${timeoutMs} ms`);
}

/** Chooses the first size in stock with the keyboard (a trusted input, as INP counts): focus, ArrowDown. */
async function chooseSize(page, select) {
  await select.focus();
  await page.keyboard.press('ArrowDown');
}

async function productRun(browser, base, path, options) {
  const { page, close } = await freshPage(browser, base, options);
  const out = {};
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const product = page.locator(PRODUCT_AREA).first();
    const select = product.getByRole('combobox').first();
    const add = product.getByRole('button', { name: 'Sepete Ekle' });
    await select.waitFor({ state: 'visible', timeout: 60_000 });
    // The size: pressed at once; a disabled select cannot take focus, so the shopper's click on it is all there is.
    const sizeFirst = await timed(page, {
      types: ['pointerdown', 'keydown'],
      answer: ANSWERS.sizeChosen,
      lostMs: options.lostMs,
      act: async () => ((await select.isDisabled()) ? select.click({ force: true, timeout: 5_000 }) : chooseSize(page, select)),
    });
    let sizeAgain = null;
    if (isLost(sizeFirst)) {
      await enabled(select);
      sizeAgain = await timed(page, { types: ['keydown'], answer: ANSWERS.sizeChosen, lostMs: options.lostMs, act: () => chooseSize(page, select) });
    }
    // Add to cart right after the size: as soon as the button is visible.
    await add.waitFor({ state: 'visible', timeout: 60_000 });
    const addFirst = await timed(page, { types: ['pointerdown'], answer: ANSWERS.sideCart, lostMs: options.lostMs, act: () => add.click({ force: true, timeout: 5_000 }) });
    let addAgain = null;
    if (isLost(addFirst)) {
      await enabled(add);
      // A refusal means the size was not kept (reset by hydration): chosen again first.
      if ((await select.inputValue()) === '') await chooseSize(page, select);
      addAgain = await timed(page, { types: ['pointerdown'], answer: ANSWERS.sideCart, lostMs: options.lostMs, act: () => add.click({ timeout: 10_000 }) });
    }
    const size = record(sizeFirst, sizeAgain);
    // A size shown as chosen, then reset by hydration, was lost all the same.
    if (!size.lost && String(addFirst.outcome).startsWith('refused')) Object.assign(size, { lost: true, outcome: 'lost (reset before the add)' });
    out['size choice'] = size;
    out['first add to cart'] = record(addFirst, addAgain);
    // The second: the side cart closed, the same button again.
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible()) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    }
    await enabled(add);
    const second = await timed(page, { types: ['pointerdown'], answer: ANSWERS.sideCart, lostMs: options.lostMs, act: () => add.click({ timeout: 10_000 }) });
    out['second add to cart'] = record(second, null);
  } finally {
    await close();
  }
  return out;
}

/**
 * Opens a dropdown, clicking again while it is not open (a click before hydration may do
 * nothing): not measured. A button that says it is open is given time, not clicked shut.
 */
async function openDropdown(button, shown, { timeoutMs = 60_000 } = {}) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if ((await button.getAttribute('aria-expanded').catch(() => null)) !== 'true') await button.click({ force: true, timeout: 10_000 }).catch(() => {});
    if (await shown.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => false)) return;
  }
  throw new Error(`${shown} did not show after clicks on ${button}`);
}

async function filterRun(browser, base, path, options) {
  const { page, close } = await freshPage(browser, base, options);
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const filters = page.locator(CATALOG_AREA).first().getByRole('group', { name: 'Filtreler' });
    const metal = filters.getByRole('button', { name: 'Metal' });
    const gold = filters.getByRole('checkbox', { name: /^Altın/ });
    await metal.waitFor({ state: 'visible', timeout: 60_000 });
    await openDropdown(metal, gold);
    await gold.check({ timeout: 30_000 });
    const apply = filters.getByRole('button', { name: 'Uygula' });
    await apply.waitFor({ state: 'visible', timeout: 30_000 });
    const first = await timed(page, { types: ['pointerdown'], answer: ANSWERS.listingBusyOrUpdated, lostMs: options.lostMs, act: () => apply.click({ force: true, timeout: 5_000 }) });
    let again = null;
    if (isLost(first) && !first.navigated) {
      await enabled(apply);
      again = await timed(page, { types: ['pointerdown'], answer: ANSWERS.listingBusyOrUpdated, lostMs: options.lostMs, act: () => apply.click({ timeout: 10_000 }) });
    }
    return { 'filter apply': record(first, again) };
  } finally {
    await close();
  }
}

async function loadMoreRun(browser, base, path, options) {
  const { page, close } = await freshPage(browser, base, options);
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    const more = page.locator(CATALOG_AREA).first().getByRole('button', { name: 'Daha fazla ürün göster' });
    await more.waitFor({ state: 'visible', timeout: 60_000 });
    const first = await timed(page, { types: ['pointerdown'], answer: ANSWERS.moreLoading, lostMs: options.lostMs, act: () => more.click({ force: true, timeout: 5_000 }) });
    let again = null;
    if (isLost(first) && !first.navigated) {
      await enabled(more);
      again = await timed(page, { types: ['pointerdown'], answer: ANSWERS.moreLoading, lostMs: options.lostMs, act: () => more.click({ timeout: 10_000 }) });
    }
    return { 'load more': record(first, again) };
  } finally {
    await close();
  }
}

async function sideCartRun(browser, base, options) {
  const { page, close } = await freshPage(browser, base, { ...options, cookies: options.loginCookies });
  try {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const cart = page.getByRole('banner').getByRole('link', { name: /^Sepetim, / });
    await cart.waitFor({ state: 'visible', timeout: 60_000 });
    const first = await timed(page, { types: ['pointerdown'], answer: ANSWERS.sideCart, lostMs: options.lostMs, act: () => cart.click({ force: true, timeout: 5_000, noWaitAfter: true }) });
    let again = null;
    if (isLost(first) && !first.navigated) again = await timed(page, { types: ['pointerdown'], answer: ANSWERS.sideCart, lostMs: options.lostMs, act: () => cart.click({ timeout: 10_000, noWaitAfter: true }) });
    return { 'side cart (header)': record(first, again) };
  } finally {
    await close();
  }
}

async function searchRun(browser, base, options) {
  const { page, close } = await freshPage(browser, base, options);
  try {
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Ürün ara' });
    await field.waitFor({ state: 'visible', timeout: 60_000 });
    await field.click({ force: true, timeout: 5_000 });
    await page.keyboard.type('k');
    // The second letter: the first keystroke that asks for suggestions (two letters at least).
    const first = await timed(page, { types: ['keydown'], answer: ANSWERS.searchResults, lostMs: options.lostMs, act: () => page.keyboard.press('o') });
    return { 'search keystroke': record(first, null) };
  } finally {
    await close();
  }
}

/**
 * runs fresh page loads per interaction on the running site. targets: { productPath (a product
 * with a size dropdown), categoryPath (a listing with filters and more than one page),
 * loginCookies (the demo customer's, for the side cart) }. Resolves to { rows, ratioRow, problems }.
 */
export async function measureInteractions(base, targets, { runs = 5, throttle = 4, lostMs = 5_000, chromiumPath = '/usr/bin/chromium', log = () => {} } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const perInteraction = Object.fromEntries(INTERACTIONS.map((name) => [name, []]));
  const problems = [];
  const options = { throttle, lostMs, loginCookies: targets.loginCookies ?? [] };
  const flows = [
    ['product', () => productRun(browser, base, targets.productPath, options), Boolean(targets.productPath)],
    ['filter', () => filterRun(browser, base, targets.categoryPath, options), Boolean(targets.categoryPath)],
    ['load more', () => loadMoreRun(browser, base, targets.categoryPath, options), Boolean(targets.categoryPath)],
    ['side cart', () => sideCartRun(browser, base, options), Boolean(targets.loginCookies?.length)],
    ['search', () => searchRun(browser, base, options), true],
  ];
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [name, flow, possible] of flows) {
        if (!possible) continue;
        try {
          const got = await flow();
          for (const [interaction, figures] of Object.entries(got)) perInteraction[interaction].push(figures);
          log(`interactions run ${run}/${runs} ${name}: ${Object.entries(got).map(([k, v]) => `${k} ${v.responseMs === null ? 'n/a' : Math.round(v.responseMs)} ms (${v.outcome})`).join('; ')}`);
        } catch (err) {
          problems.push(`interactions run ${run} ${name}: ${err.message.split('\n')[0]}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const round = (v) => (Number.isFinite(v) ? Math.round(v) : 'n/a');
  const rows = INTERACTIONS.map((name) => {
    const runsOf = perInteraction[name];
    const s = interactionSummary(runsOf);
    const outcomes = [...new Set(runsOf.map((r) => r.outcome))];
    return { interaction: name, runs: s.runs, 'lost (1st try)': s.lost, 'response ms p50': round(s.responseMs), 'INP ms p50': round(s.inpMs), 'own latency ms p50': round(s.ownMs), outcomes: outcomes.join(' | ').slice(0, 160) };
  });
  const summaries = Object.fromEntries(INTERACTIONS.map((name) => [name, interactionSummary(perInteraction[name])]));
  const responseRatio = ratio(summaries['first add to cart'].responseMs, summaries['second add to cart'].responseMs);
  const inpRatio = ratio(summaries['first add to cart'].ownMs, summaries['second add to cart'].ownMs);
  const lostTotal = Object.values(summaries).reduce((sum, s) => sum + s.lost, 0);
  return { rows, responseRatio, inpRatio, lostTotal, problems };
}

async function gql(base, query, variables = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'application-id': 'storefront-web', language: 'tr', country: 'tr', Culture: 'tr-TR' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors[0].message);
  return body.data;
}

/**
 * The product page to add to cart from: a ring of the rings' first listing page with a size
 * dropdown (six sizes or more, shared-contracts VARIANT_DROPDOWN_FROM) whose first size in stock
 * (the one ArrowDown chooses) has two at least (two adds). Its path, or null.
 */
export async function findRingWithSizes(base) {
  const { urlRecord } = await gql(base, '{ urlRecord(seName: "yuzuk") { entityId } }');
  const data = await gql(base, 'query L($id: Int!) { categoryV2(id: $id, pageNumber: 1, pageSize: 48) { data { products { seName productAttributes { values { quantity } } } } } }', { id: urlRecord.entityId });
  const ring = data.categoryV2.data.products.find((p) => {
    const values = p.productAttributes[0]?.values ?? [];
    return values.length >= 6 && (values.find((v) => v.quantity > 0)?.quantity ?? 0) >= 2;
  });
  return ring ? `/${ring.seName}` : null;
}
