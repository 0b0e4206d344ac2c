// Exposed module ./AddressesPage — /account/addresses.
import type { RouteModuleProps } from 'shared-contracts';
import { AddressesPage } from '../addresses/AddressesPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function AddressesPageModule(_props: RouteModuleProps) {
  return (
    <AccountBoundary>
      <AddressesPage />
    </AccountBoundary>
  );
}
