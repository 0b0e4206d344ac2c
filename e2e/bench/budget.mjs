// Issue 10's performance budget ("JavaScript diet"), in one place: the budgeted pages, the limits,
// what counts as the page's JavaScript, and the PASS/FAIL verdict the web benchmark prints (and,
// with --budget, exits on).

/** Pages under the budget (names as the benchmark picks them; the cart is measured logged in). */
export const BUDGETED_PAGES = Object.freeze(['home', 'category', 'product', 'cart']);

/**
 * The limits. jsKb: compressed JavaScript loaded before the first interaction, in kB of 1024
 * bytes; performance: Lighthouse 12 mobile score (0-100); tbtMs/lcpMs in ms; cls unitless.
 * Every figure but jsKb is the median of the runs (3 by default).
 */
export const BUDGET = Object.freeze({ jsKb: 170, performance: 95, tbtMs: 200, lcpMs: 2300, cls: 0.05 });

/** Each figure, its column label and its test against the limit. */
export const BUDGET_CHECKS = Object.freeze([
  { key: 'jsKb', label: (b) => `JS kB ≤${b.jsKb}`, within: (v, limit) => v <= limit, show: (v) => v.toFixed(1) },
  { key: 'performance', label: (b) => `performance ≥${b.performance}`, within: (v, limit) => v >= limit, show: (v) => String(Math.round(v)) },
  { key: 'tbtMs', label: (b) => `TBT ms ≤${b.tbtMs}`, within: (v, limit) => v <= limit, show: (v) => String(Math.round(v)) },
  { key: 'lcpMs', label: (b) => `LCP ms ≤${b.lcpMs}`, within: (v, limit) => v <= limit, show: (v) => String(Math.round(v)) },
  { key: 'cls', label: (b) => `CLS ≤${b.cls}`, within: (v, limit) => v <= limit, show: (v) => String(Number(v.toFixed(3))) },
]);

/**
 * The page's JavaScript as the budget counts it: the transfer sizes (compressed, headers included,
 * as the browser received them) of the script requests Lighthouse recorded during the load. A
 * Lighthouse run does not interact with the page, so all of it is loaded before a first interaction.
 */
export function scriptTransferKb(networkRequests) {
  const bytes = (networkRequests ?? []).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (Number(r.transferSize) || 0), 0);
  return bytes / 1024;
}

const isFigure = (v) => typeof v === 'number' && Number.isFinite(v);

/**
 * Verdict of one page: { checks: { jsKb: true, ... }, pass }. A figure that is missing or not a
 * number (not measured, Lighthouse could not score the page) fails, and so does a page whose
 * figures are marked invalid (e.g. the cart page showed the login instead).
 */
export function judgeBudget(figures, budget = BUDGET) {
  const checks = {};
  for (const check of BUDGET_CHECKS) {
    const value = figures?.[check.key];
    checks[check.key] = !figures?.invalid && isFigure(value) && check.within(value, budget[check.key]);
  }
  return { checks, pass: Object.values(checks).every(Boolean) };
}

/** One row of the printed budget table: each figure with PASS/FAIL, and the page's verdict. */
export function budgetRow(page, figures, budget = BUDGET) {
  const { checks, pass } = judgeBudget(figures, budget);
  const row = { page };
  for (const check of BUDGET_CHECKS) {
    const value = figures?.[check.key];
    row[check.label(budget)] = `${isFigure(value) ? check.show(value) : 'n/a'} ${checks[check.key] ? 'PASS' : 'FAIL'}`;
  }
  row.budget = pass ? 'PASS' : 'FAIL';
  if (figures?.invalid) row.note = figures.invalid;
  return row;
}

/** Exit code of `bench:web -- --budget`: 1 when no page was judged or any page failed. */
export function budgetExitCode(verdicts) {
  return verdicts.length && verdicts.every((v) => v.pass) ? 0 : 1;
}
