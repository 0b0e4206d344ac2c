// Card payment (spec section 4, payment submit): cardPayment returns either errors (the first is
// shown) or the bank's HTML form, which opens in the full-height frame. The call names the
// contract versions the shopper agreed to; the server refuses a text that has changed since, and
// then the contracts are read again. The frame's result closes it: success shows the success
// toast, sets the purchase flag and goes to the success page; error shows
// ui.checkout.payment_error with the bank's message.
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { EVENTS, useNavigate, useApolloClient, useLocalizedPath } from 'shared-contracts';
import { CheckoutCardPaymentDocument, type CheckoutCartFieldsFragment } from 'shared-contracts/graphql';
import { parseCardExpiry } from 'shared-contracts/forms';
import { useNotify } from '../../common/useNotify';
import { cartItemToAnalytics } from '../../cart/analytics-item';
import { setPurchaseFlag } from '../../success/purchase-flag';
import { cardDigits } from './card-format';
import type { PaymentFrameResult } from './payment-frame-message';
import { PAYMENT_TOAST_SOURCE } from './payment-blockers';

export interface CardFormValues {
  creditCardNumber: string;
  creditCardHolderName: string;
  expireDate: string;
  creditCardCvv: string;
  installmentCount: number;
  agreement: boolean;
}

export function useCardPayment(cart: CheckoutCartFieldsFragment, options: { onRefused?: () => void } = {}) {
  const { onRefused } = options;
  const client = useApolloClient();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [frameHtml, setFrameHtml] = useState<string | null>(null);

  const pay = useCallback(
    async (values: CardFormValues, acceptedContracts: string[] | null) => {
      const expiry = parseCardExpiry(values.expireDate);
      if (!expiry) return;
      setPending(true);
      try {
        const { data } = await client.mutate({
          mutation: CheckoutCardPaymentDocument,
          variables: {
            input: {
              creditCardNumber: cardDigits(values.creditCardNumber),
              creditCardHolderName: values.creditCardHolderName.trim(),
              expireMonth: expiry.month,
              expireYear: expiry.year,
              creditCardCvv2: values.creditCardCvv,
              installmentCount: values.installmentCount,
              agreementAccepted: values.agreement,
              acceptedContracts,
            },
          },
        });
        const result = data?.cardPayment;
        if (result?.errors.length) {
          notify.error(result.errors[0], undefined, PAYMENT_TOAST_SOURCE);
          setPending(false);
          onRefused?.();
          return;
        }
        if (!result?.form) {
          notify.error('ui.checkout.payment_failed', undefined, PAYMENT_TOAST_SOURCE);
          setPending(false);
          return;
        }
        // The payment was accepted: what was said about the earlier tries is no longer true.
        notify.resolved(PAYMENT_TOAST_SOURCE);
        dispatch(EVENTS.paymentInfoAdded({ installmentCount: values.installmentCount, value: cart.orderTotal.orderTotalValue }));
        setFrameHtml(result.form);
      } catch {
        notify.error('ui.checkout.payment_failed', undefined, PAYMENT_TOAST_SOURCE);
        setPending(false);
      }
    },
    [client, notify, dispatch, cart, onRefused],
  );

  const onFrameResult = useCallback(
    (result: PaymentFrameResult) => {
      setFrameHtml(null);
      setPending(false);
      if (result.status === 'error') {
        notify.error('ui.checkout.payment_error', { message: result.message }, PAYMENT_TOAST_SOURCE);
        return;
      }
      setPurchaseFlag({
        value: cart.orderTotal.orderTotalValue,
        shipping: cart.orderTotal.shippingValue,
        items: cart.items.map((i) => cartItemToAnalytics(i)),
        coupon: cart.discountBox.appliedDiscountsWithCodes[0]?.couponCode ?? null,
      });
      // The order took the cart's lines.
      dispatch(EVENTS.cartReset());
      notify.resolved(PAYMENT_TOAST_SOURCE);
      notify.success('ui.checkout.payment_success');
      navigate(localize('/checkout/success'));
    },
    [cart, dispatch, notify, navigate, localize],
  );

  const closeFrame = useCallback(() => {
    setFrameHtml(null);
    setPending(false);
  }, []);

  return { pending, frameHtml, pay, onFrameResult, closeFrame };
}

export type CardPayment = ReturnType<typeof useCardPayment>;
