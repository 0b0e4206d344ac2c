// Fires checkout:purchase-completed once for the order just paid, when the checkout left the
// purchase flag, then clears the flag so a reload or a later visit does not count it again.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { EVENTS } from 'shared-contracts';
import { clearPurchaseFlag, readPurchaseFlag } from './purchase-flag';

export function usePurchaseEvent(order: { orderNumber: string; giftCards: { couponCode: string }[] } | null) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!order) return;
    const snapshot = readPurchaseFlag();
    if (!snapshot) return;
    clearPurchaseFlag();
    dispatch(
      EVENTS.purchaseCompleted({
        transactionId: order.orderNumber,
        value: snapshot.value,
        shipping: snapshot.shipping,
        items: snapshot.items,
        coupon: snapshot.coupon ?? order.giftCards[0]?.couponCode ?? null,
      }),
    );
  }, [order, dispatch]);
}
