// /checkout: loader until the cart is re-fetched, back to /cart when it is empty; then the
// cart summary, addresses, carriers and payment, with the price card that submits.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { EVENTS, Navigate, useLocalizedPath } from 'shared-contracts';
import type { CheckoutCartFieldsFragment } from 'shared-contracts/graphql';
import { cartItemToAnalytics } from '../cart/analytics-item';
import { useShoppingCart } from '../cart/useShoppingCart';
import { Loader } from '../common/Loader';
import { useNotify } from '../common/useNotify';
import { AddressBlock } from './address/AddressBlock';
import { useAddressSelection } from './address/useAddressSelection';
import { CarrierBlock } from './carriers/CarrierBlock';
import { useCarriers } from './carriers/useCarriers';
import { CartSummaryBlock } from './CartSummaryBlock';
import { CheckoutSteps } from './CheckoutSteps';
import { PaymentBlock } from './payment/PaymentBlock';
import { PaymentFrameModal } from './payment/PaymentFrameModal';
import { PAYMENT_TOAST_SOURCE, paymentBlocker } from './payment/payment-blockers';
import { useCardPayment } from './payment/useCardPayment';
import { NO_CARD, useCheckoutContracts } from './payment/useCheckoutContracts';
import { PriceCard } from './PriceCard';
import { TrustMarks } from './trust/TrustMarks';
import styles from './CheckoutPage.module.css';

function CheckoutContent({ cart, refetchCart }: { cart: CheckoutCartFieldsFragment; refetchCart: () => Promise<unknown> }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const notify = useNotify();
  const selection = useAddressSelection(cart, refetchCart);
  const carriers = useCarriers(selection.shippingId, cart.selectedShippingOption, refetchCart);
  // What the contracts are written from: a change of any of it brings new texts.
  const shippingAddress = selection.addresses.find((a) => a.id === selection.shippingId) ?? null;
  const billingAddress = selection.addresses.find((a) => a.id === selection.billingId) ?? null;
  const contractBasis = useMemo(
    () =>
      JSON.stringify([
        cart.items.map((i) => [i.id, i.quantity, i.isGiftPackage]),
        cart.orderTotal,
        cart.discountBox.appliedDiscountsWithCodes.map((c) => c.couponCode),
        cart.giftPackageBox.note,
        cart.selectedShippingOption,
        carriers.selected,
        shippingAddress,
        billingAddress,
      ]),
    [cart, carriers.selected, shippingAddress, billingAddress],
  );
  // The card prefix and instalment count of the payment form: the contracts and the price card follow them.
  const [card, setCard] = useState(NO_CARD);
  const contracts = useCheckoutContracts(contractBasis, !selection.addressesLoading && !carriers.loading, card);
  const payment = useCardPayment(cart, { onRefused: contracts.refetch });
  const submitRef = useRef<(() => void) | null>(null);
  const registerSubmit = useCallback((submit: (() => void) | null) => {
    submitRef.current = submit;
  }, []);

  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    dispatch(EVENTS.checkoutBegun({ items: cart.items.map((i) => cartItemToAnalytics(i)), value: cart.orderTotal.orderTotalValue }));
  }, [cart, dispatch]);

  const hasShippingAddress = selection.shippingId != null;
  // The checkout is settling while the addresses load, an address is being chosen (a new one
  // saved, the default one) or its carriers load and one is being selected: the payment button
  // cannot be pressed then, so no press lands on a form that is not there yet.
  const loading = selection.addressesLoading || selection.pending || carriers.loading || carriers.selecting;
  const readiness = { hasShippingAddress, carrierCount: carriers.options.length, selectedCarrier: carriers.selected };
  const usable = hasShippingAddress && !loading && (carriers.selected != null || carriers.options.length === 0);

  const onPay = () => {
    if (usable && submitRef.current) {
      submitRef.current();
      return;
    }
    // The form is not usable: say what is missing.
    notify.error(paymentBlocker({ ...readiness, agreementAccepted: false }) ?? 'ui.checkout.payment_step_requires_address', undefined, PAYMENT_TOAST_SOURCE);
  };

  const step = payment.frameHtml ? 3 : hasShippingAddress ? 2 : 1;
  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{intl.formatMessage({ id: 'checkout.title' })}</h1>
      <CheckoutSteps current={step} />
      <div className={styles.layout}>
        <div className={styles.blocks}>
          <CartSummaryBlock cart={cart} />
          <AddressBlock selection={selection} />
          {hasShippingAddress ? <CarrierBlock carriers={carriers} /> : null}
          <PaymentBlock usable={usable} readiness={readiness} contracts={contracts} pay={payment.pay} registerSubmit={registerSubmit} onCardChoice={setCard} />
        </div>
        <div className={styles.aside}>
          <PriceCard cart={cart} terms={contracts.terms} disabled={payment.pending || loading} onPay={onPay} />
          <TrustMarks />
        </div>
      </div>
      {payment.frameHtml ? <PaymentFrameModal html={payment.frameHtml} onResult={payment.onFrameResult} onClose={payment.closeFrame} /> : null}
    </div>
  );
}

export function CheckoutPage() {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const { cart, loading, error, refetch } = useShoppingCart({ refetchOnMount: true });

  if (loading) return <Loader />;
  if (error || !cart) {
    return (
      <div className={styles.page} role="alert">
        <p>{intl.formatMessage({ id: 'cart.loadError' })}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => void refetch()}>
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      </div>
    );
  }
  if (!cart.items.length) return <Navigate to={localize('/cart')} replace />;
  return <CheckoutContent cart={cart} refetchCart={refetch} />;
}
