// Coupon apply/remove. Section 8: not applied shows the returned message; applied shows the
// message or a default success text.
import { useCallback, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectGuestData, type ShellState, useApolloClient } from 'shared-contracts';
import { ApplyDiscountCouponDocument, RemoveDiscountCouponDocument, type CheckoutDiscountFieldsFragment } from 'shared-contracts/graphql';
import { useNotify } from '../common/useNotify';
import { normalizeCouponCode } from './coupon-code';
import { useCartResultSync } from './useCartActions';

export function useCouponActions() {
  const client = useApolloClient();
  const notify = useNotify();
  const sync = useCartResultSync();
  const guestData = useSelector((s: ShellState) => selectGuestData(s));

  const settle = useCallback(
    (
      result: CheckoutDiscountFieldsFragment | undefined,
      isSuccess: (r: CheckoutDiscountFieldsFragment) => boolean,
      successText: (r: CheckoutDiscountFieldsFragment) => string,
    ) => {
      if (!result) {
        notify.error('ui.notify.unexpected_error');
        return false;
      }
      sync(result.cart);
      if (isSuccess(result)) {
        notify.success(successText(result));
        return true;
      }
      notify.error(result.errors[0]?.message || result.discountBox.message || 'ui.coupon.invalid');
      return false;
    },
    [notify, sync],
  );

  const apply = useCallback(
    async (raw: string): Promise<boolean> => {
      const code = normalizeCouponCode(raw);
      if (!code) return false;
      try {
        const { data } = await client.mutate({ mutation: ApplyDiscountCouponDocument, variables: { code, guestData } });
        return settle(
          data?.applyDiscountCoupon,
          (r) => r.errors.length === 0 && r.discountBox.isApplied,
          (r) => r.discountBox.message || 'ui.coupon.applied',
        );
      } catch {
        notify.error('ui.notify.unexpected_error');
        return false;
      }
    },
    [client, guestData, notify, settle],
  );

  const remove = useCallback(
    async (code: string): Promise<boolean> => {
      try {
        const { data } = await client.mutate({ mutation: RemoveDiscountCouponDocument, variables: { code, guestData } });
        return settle(data?.removeDiscountCoupon, (r) => r.errors.length === 0, () => 'ui.coupon.removed');
      } catch {
        notify.error('ui.notify.unexpected_error');
        return false;
      }
    },
    [client, guestData, notify, settle],
  );

  return useMemo(() => ({ apply, remove }), [apply, remove]);
}
