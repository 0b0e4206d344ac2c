import { useSelector } from 'react-redux';
import { selectCustomer, selectIsMember } from 'shared-contracts';

/**
 * A registered customer may vote on reviews and write them (section 6); a visitor, or a guest
 * customer created for guest checkout, may not.
 */
export function useIsRegisteredCustomer(): boolean {
  const loggedIn = useSelector(selectIsMember);
  const customer = useSelector(selectCustomer);
  return loggedIn && !customer?.isGuest;
}
