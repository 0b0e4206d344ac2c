import { test } from 'node:test';
import assert from 'node:assert/strict';
import { refundedKurus } from './order-refund.js';

const line = (status: string, unitPriceKurus: number, quantity = 1) => ({ status, unitPriceKurus, quantity });

test('nothing refunded while no line is cancelled or returned', () => {
  assert.equal(refundedKurus({ discountKurus: 0, interestKurus: 0, totalKurus: 300_000, lines: [line('PROCESSING', 100_000), line('PROCESSING', 200_000)] }), 0);
});

test('a cancelled line refunds its price less its share of the coupon discount', () => {
  // 10% coupon on ₺3.000 of goods: the ₺1.000 line cost the shopper ₺900.
  const facts = { discountKurus: 30_000, interestKurus: 0, totalKurus: 270_000, lines: [line('CANCELLED', 100_000), line('PROCESSING', 100_000, 2)] };
  assert.equal(refundedKurus(facts), 90_000);
});

test('with instalment interest the line takes its share of the interest back too; a return counts like a cancel', () => {
  const facts = { discountKurus: 0, interestKurus: 12_000, totalKurus: 312_000, lines: [line('RETURNED', 100_000), line('DELIVERED', 200_000)] };
  assert.equal(refundedKurus(facts), 104_000);
});

test('every line refunded: the whole charged total, shipping included', () => {
  const facts = { discountKurus: 0, interestKurus: 0, totalKurus: 104_990, lines: [line('CANCELLED', 50_000), line('CANCELLED', 50_000)] };
  assert.equal(refundedKurus(facts), 104_990);
});
