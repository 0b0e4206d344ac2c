import { ORDER_STATUSES, orderProgressStep } from './business';

describe('orderProgressStep', () => {
  it('puts each status on its step of the four (approved, preparing, shipped, delivered)', () => {
    expect(orderProgressStep('PENDING')).toBe(2);
    expect(orderProgressStep('SHIPPED')).toBe(3);
    expect(orderProgressStep('DELIVERED')).toBe(4);
    // Reached only after delivery: a returned item arrived at the store, a return, a completed order.
    expect(orderProgressStep('RECEIVEDBYTHESTORE')).toBe(4);
    expect(orderProgressStep('RETURNED')).toBe(4);
    expect(orderProgressStep('COMPLETE')).toBe(4);
    expect(orderProgressStep('PROCESSING')).toBe(1);
    expect(orderProgressStep('SOMETHING-NEW')).toBe(1);
  });

  it('answers a step for every status the API sends', () => {
    for (const status of ORDER_STATUSES) expect([1, 2, 3, 4]).toContain(orderProgressStep(status));
  });
});
