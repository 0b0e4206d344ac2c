// Shown when the cart offers it (showCheckoutAsGuestButton): checkout without an account.
import { useIntl } from 'react-intl';
import { useGuestCheckout } from './useGuestCheckout';

export function GuestCheckoutButton({ className, onLeave }: { className?: string; onLeave?: () => void }) {
  const intl = useIntl();
  const { start, pending } = useGuestCheckout(onLeave);
  return (
    <button type="button" className={className} disabled={pending} aria-busy={pending} onClick={() => void start()}>
      {intl.formatMessage({ id: 'cart.guestCheckout' })}
    </button>
  );
}
