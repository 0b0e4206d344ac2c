// Payment submit is blocked with a toast (spec section 5) when there is no delivery address,
// when carriers exist but none is selected, or when the agreement is not ticked: in that order.
/** The toasts' source of every error about paying: a payment the bank's page opens for clears them. */
export const PAYMENT_TOAST_SOURCE = 'mf-cart-checkout:payment';

export type PaymentBlocker =
  | 'ui.checkout.payment_step_requires_address'
  | 'ui.checkout.payment_step_requires_carrier'
  | 'ui.checkout.agreement_not_accepted';

export interface PaymentReadiness {
  hasShippingAddress: boolean;
  carrierCount: number;
  selectedCarrier: string | null;
  agreementAccepted: boolean;
}

export function paymentBlocker(r: PaymentReadiness): PaymentBlocker | null {
  if (!r.hasShippingAddress) return 'ui.checkout.payment_step_requires_address';
  if (r.carrierCount > 0 && !r.selectedCarrier) return 'ui.checkout.payment_step_requires_carrier';
  if (!r.agreementAccepted) return 'ui.checkout.agreement_not_accepted';
  return null;
}
