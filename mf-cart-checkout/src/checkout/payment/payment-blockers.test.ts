import { paymentBlocker } from './payment-blockers';

const ready = { hasShippingAddress: true, carrierCount: 2, selectedCarrier: 'Aras Kargo', agreementAccepted: true };

describe('paymentBlocker', () => {
  it('lets a complete checkout through', () => {
    expect(paymentBlocker(ready)).toBeNull();
  });
  it('asks for an address first', () => {
    expect(paymentBlocker({ ...ready, hasShippingAddress: false, selectedCarrier: null, agreementAccepted: false })).toBe(
      'ui.checkout.payment_step_requires_address',
    );
  });
  it('asks for a carrier when carriers exist and none is selected', () => {
    expect(paymentBlocker({ ...ready, selectedCarrier: null, agreementAccepted: false })).toBe('ui.checkout.payment_step_requires_carrier');
  });
  it('does not ask for a carrier when there are none', () => {
    expect(paymentBlocker({ ...ready, carrierCount: 0, selectedCarrier: null })).toBeNull();
  });
  it('asks for the agreement last', () => {
    expect(paymentBlocker({ ...ready, agreementAccepted: false })).toBe('ui.checkout.agreement_not_accepted');
  });
});
