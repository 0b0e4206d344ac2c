/** @jest-environment node */
// The addresses loader covers the first render: the address book and the customer's address rules.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { customerInfo } from '../testing/customer-fixtures';
import { address } from '../testing/order-fixtures';
import AddressesPageModule from './AddressesPage';
import loadAddressesPage from './AddressesPage.data';

describe('AddressesPage.data', () => {
  it('reads the book and the customer at once; the first render shows the addresses and misses nothing', async () => {
    const home = address(1);
    const run = await runLoader(loadAddressesPage, { language: 'tr' }, { isLoggedIn: true, queries: { AccountCustomerAddresses: { customerAddresses: [home] }, AccountCustomerInfo: { customerInfo } } });
    expect(run.queries.map((q) => q.operation)).toEqual(['AccountCustomerAddresses', 'AccountCustomerInfo']);
    const { html, misses } = await renderFirstScreen(<AddressesPageModule language="tr" />, { results: run.results, url: '/account/addresses', loggedIn: true });
    expect(misses).toEqual([]);
    expect(html).toContain(String(home.title));
  });
});
