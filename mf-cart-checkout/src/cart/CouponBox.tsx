// Coupon entry (logged-in only): at most one coupon; the add button is disabled once one is
// applied; applied coupons can be removed.
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_APPLIED_COUPONS } from 'shared-contracts/rules';
import type { CheckoutCartFieldsFragment } from 'shared-contracts/graphql';
import { normalizeCouponCode } from './coupon-code';
import { useCouponActions } from './useCouponActions';
import styles from './CartPage.module.css';

export function CouponBox({ discountBox }: { discountBox: CheckoutCartFieldsFragment['discountBox'] }) {
  const intl = useIntl();
  const coupons = useCouponActions();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const applied = discountBox.appliedDiscountsWithCodes;
  const limitReached = applied.length >= MAX_APPLIED_COUPONS;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (limitReached || !normalizeCouponCode(code)) return;
    setBusy(true);
    const ok = await coupons.apply(code);
    setBusy(false);
    if (ok) setCode('');
  };

  const remove = async (couponCode: string) => {
    setBusy(true);
    await coupons.remove(couponCode);
    setBusy(false);
  };

  return (
    <section className={styles.box} aria-labelledby="mf-cc-coupon-title">
      <h2 id="mf-cc-coupon-title" className={styles.boxTitle}>
        {intl.formatMessage({ id: 'cart.coupon.title' })}
      </h2>
      <form className={styles.couponForm} onSubmit={(e) => void submit(e)}>
        <input
          type="text"
          className={styles.input}
          aria-label={intl.formatMessage({ id: 'cart.coupon.label' })}
          placeholder={intl.formatMessage({ id: 'cart.coupon.placeholder' })}
          value={code}
          disabled={limitReached || busy}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className={styles.secondaryButton} disabled={limitReached || busy}>
          {intl.formatMessage({ id: 'cart.coupon.apply' })}
        </button>
      </form>
      {applied.length ? (
        <ul className={styles.couponList}>
          {applied.map((c) => (
            <li key={c.couponCode}>
              <span>{c.couponCode}</span>
              <button
                type="button"
                className={styles.linkButton}
                disabled={busy}
                onClick={() => void remove(c.couponCode)}
                aria-label={intl.formatMessage({ id: 'cart.coupon.remove' }, { code: c.couponCode })}
              >
                {intl.formatMessage({ id: 'cart.coupon.removeShort' })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
