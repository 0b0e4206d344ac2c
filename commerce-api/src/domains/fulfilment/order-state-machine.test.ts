// The transition table, checked exhaustively: every action against every line status, for a
// whole order and for chosen lines, and the order status derived from the lines.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ALL_LINE_STATUSES, deriveOrderStatus, LINE_TRANSITIONS, planTransition, possibleActions, type OrderAction } from './order-state-machine.js';

const ALLOWED: Record<OrderAction, Record<string, string>> = {
  APPROVE: { PROCESSING: 'PENDING' },
  INVOICE: { PENDING: 'INVOICED' },
  SHIP: { INVOICED: 'SHIPPED' },
  DELIVER: { SHIPPED: 'DELIVERED' },
  COMPLETE: { DELIVERED: 'COMPLETE' },
  CANCEL: { PROCESSING: 'CANCELLED', PENDING: 'CANCELLED', INVOICED: 'CANCELLED' },
  RECEIVE: { DELIVERED: 'RECEIVEDBYTHESTORE', COMPLETE: 'RECEIVEDBYTHESTORE' },
  REFUND: { DELIVERED: 'RETURNED', COMPLETE: 'RETURNED', RECEIVEDBYTHESTORE: 'RETURNED' },
};

describe('order state machine', () => {
  for (const action of Object.keys(LINE_TRANSITIONS) as OrderAction[]) {
    for (const status of ALL_LINE_STATUSES) {
      const expected = ALLOWED[action][status];
      test(`${action} on a ${status} order ${expected ? `-> ${expected}` : 'is refused'}`, () => {
        const lines = [
          { id: 1, status },
          { id: 2, status },
        ];
        const whole = planTransition(action, lines);
        const one = planTransition(action, lines, [2]);
        if (expected) {
          assert.deepEqual(whole, { ok: true, lines: [{ id: 1, from: status, to: expected }, { id: 2, from: status, to: expected }], orderFrom: status, orderTo: expected });
          // one line of two: the order becomes MIX
          assert.deepEqual(one, { ok: true, lines: [{ id: 2, from: status, to: expected }], orderFrom: status, orderTo: 'MIX' });
        } else {
          assert.deepEqual(whole, { ok: false, code: `staff.order.refused.${action.toLowerCase()}`, field: null });
          assert.deepEqual(one, { ok: false, code: `staff.order.refused.${action.toLowerCase()}`, field: 'itemIds' });
        }
      });
    }
  }

  test('a MIX order moves the lines that can move; the order status follows the lines', () => {
    const lines = [
      { id: 1, status: 'CANCELLED' },
      { id: 2, status: 'PROCESSING' },
    ];
    const p = planTransition('APPROVE', lines);
    assert.ok(p.ok);
    assert.deepEqual(p.lines, [{ id: 2, from: 'PROCESSING', to: 'PENDING' }]);
    assert.equal(p.orderFrom, 'MIX');
    assert.equal(p.orderTo, 'MIX');
    const shipOne = planTransition('SHIP', [{ id: 1, status: 'INVOICED' }, { id: 2, status: 'SHIPPED' }], [1]);
    assert.ok(shipOne.ok);
    assert.equal(shipOne.orderFrom, 'MIX');
    assert.equal(shipOne.orderTo, 'SHIPPED', 'the last line shipped: the whole order is SHIPPED');
  });

  test('chosen lines: unknown, repeated or a line that cannot move are refused', () => {
    const lines = [{ id: 1, status: 'INVOICED' }, { id: 2, status: 'PENDING' }];
    assert.deepEqual(planTransition('SHIP', lines, [3]), { ok: false, code: 'staff.order.item_not_found', field: 'itemIds' });
    assert.deepEqual(planTransition('SHIP', lines, [1, 1]), { ok: false, code: 'staff.order.duplicate_items', field: 'itemIds' });
    assert.deepEqual(planTransition('SHIP', lines, [1, 2]), { ok: false, code: 'staff.order.refused.ship', field: 'itemIds' });
  });

  test('derived status and possible actions', () => {
    assert.equal(deriveOrderStatus(['SHIPPED', 'SHIPPED']), 'SHIPPED');
    assert.equal(deriveOrderStatus(['SHIPPED', 'CANCELLED']), 'MIX');
    assert.deepEqual(possibleActions([{ id: 1, status: 'PROCESSING' }]), ['APPROVE', 'CANCEL']);
    assert.deepEqual(possibleActions([{ id: 1, status: 'INVOICED' }, { id: 2, status: 'SHIPPED' }]), ['SHIP', 'DELIVER', 'CANCEL']);
    assert.deepEqual(possibleActions([{ id: 1, status: 'RETURNED' }]), []);
  });
});
