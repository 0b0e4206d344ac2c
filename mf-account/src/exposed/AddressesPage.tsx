// Exposed module ./AddressesPage — /account/addresses.
import type { RouteModuleProps } from 'shared-contracts';
import { AddressesPage } from '../addresses/AddressesPage';
import { AccountBoundary } from '../common/AccountBoundary';

export default function AddressesPageModule({ language }: RouteModuleProps) {
  return (
    <AccountBoundary language={language}>
      <AddressesPage />
    </AccountBoundary>
  );
}
