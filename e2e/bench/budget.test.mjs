// node --test e2e/bench/budget.test.mjs — the budget's PASS/FAIL logic.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUDGET, budgetExitCode, budgetRow, judgeBudget, scriptTransferKb } from './budget.mjs';

const withinBudget = { jsKb: 150.2, performance: 97, tbtMs: 120, lcpMs: 2100, cls: 0 };

test('a page within every limit passes', () => {
  const verdict = judgeBudget(withinBudget);
  assert.equal(verdict.pass, true);
  assert.deepEqual(verdict.checks, { jsKb: true, performance: true, tbtMs: true, lcpMs: true, cls: true });
});

test('the limits themselves pass (at most / at least)', () => {
  assert.equal(judgeBudget({ jsKb: 170, performance: 95, tbtMs: 200, lcpMs: 2300, cls: 0.05 }).pass, true);
});

test('each figure over its limit fails the page, and only that figure', () => {
  const over = { jsKb: 170.1, performance: 94, tbtMs: 201, lcpMs: 2301, cls: 0.051 };
  for (const [key, value] of Object.entries(over)) {
    const verdict = judgeBudget({ ...withinBudget, [key]: value });
    assert.equal(verdict.pass, false, key);
    assert.deepEqual(Object.entries(verdict.checks).filter(([, ok]) => !ok).map(([k]) => k), [key]);
  }
});

test('a missing or unscored figure fails', () => {
  assert.equal(judgeBudget({ ...withinBudget, performance: 'n/a' }).pass, false);
  assert.equal(judgeBudget({ ...withinBudget, lcpMs: NaN }).pass, false);
  assert.equal(judgeBudget({ ...withinBudget, cls: undefined }).pass, false);
  assert.equal(judgeBudget(null).pass, false);
});

test('figures marked invalid fail even when they are within the limits', () => {
  assert.equal(judgeBudget({ ...withinBudget, invalid: 'showed /login' }).pass, false);
});

test('another budget can be passed in', () => {
  assert.equal(judgeBudget(withinBudget, { ...BUDGET, jsKb: 100 }).pass, false);
});

test('the row shows each figure with its verdict and the overall verdict', () => {
  assert.deepEqual(budgetRow('home /', { ...withinBudget, tbtMs: 250 }), {
    page: 'home /',
    'JS kB ≤170': '150.2 PASS',
    'performance ≥95': '97 PASS',
    'TBT ms ≤200': '250 FAIL',
    'LCP ms ≤2300': '2100 PASS',
    'CLS ≤0.05': '0 PASS',
    budget: 'FAIL',
  });
  assert.equal(budgetRow('cart /cart', null)['JS kB ≤170'], 'n/a FAIL');
  assert.equal(budgetRow('cart /cart', { ...withinBudget, invalid: 'showed /login' }).note, 'showed /login');
});

test('only script transfer sizes count as JavaScript', () => {
  const requests = [
    { resourceType: 'Script', transferSize: 1024 },
    { resourceType: 'Script', transferSize: 512 },
    { resourceType: 'Stylesheet', transferSize: 4096 },
    { resourceType: 'Document', transferSize: 8192 },
    { resourceType: 'Script' },
  ];
  assert.equal(scriptTransferKb(requests), 1.5);
  assert.equal(scriptTransferKb(undefined), 0);
});

test('the exit code is 1 when any page fails or none was judged', () => {
  assert.equal(budgetExitCode([{ pass: true }, { pass: true }]), 0);
  assert.equal(budgetExitCode([{ pass: true }, { pass: false }]), 1);
  assert.equal(budgetExitCode([]), 1);
});
