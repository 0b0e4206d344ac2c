/** @jest-environment node */
// The checkout loader covers its first render: cart, addresses, contracts, trust marks and, for
// the cart's delivery address, its carriers.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { makeCart } from '../testing/cart-fixtures';
import { contractsData, makeAddress, makeCarrier, sellerInfo } from '../testing/checkout-fixtures';
import CheckoutPageModule from './CheckoutPage';
import loadCheckoutPage from './CheckoutPage.data';

const address = makeAddress();

async function loadAndRender(cart: ReturnType<typeof makeCart>, addresses = [address]) {
  const run = await runLoader(loadCheckoutPage, { language: 'tr' }, {
    isLoggedIn: true,
    queries: {
      ShoppingCart: { cart },
      CheckoutCustomerAddresses: { customerAddresses: addresses },
      CheckoutContracts: contractsData(),
      CheckoutSeller: { organizationInfo: sellerInfo },
      CheckoutShippingOptions: { shippingOptions: [makeCarrier('Aras Kargo', { selected: true })] },
    },
  });
  const page = await renderFirstScreen(<CheckoutPageModule language="tr" />, { results: run.results, url: '/checkout', loggedIn: true });
  return { run, ...page };
}

describe('CheckoutPage.data', () => {
  it('a cart with a delivery address: everything the page shows, the carriers included, and nothing missing', async () => {
    const { run, html, misses } = await loadAndRender(makeCart({ shippingAddressId: address.id, billingAddressId: address.id, selectedShippingOption: 'Aras Kargo' }));
    expect(run.queries.map((q) => q.operation).sort()).toEqual(['CheckoutContracts', 'CheckoutCustomerAddresses', 'CheckoutSeller', 'CheckoutShippingOptions', 'ShoppingCart']);
    expect(misses).toEqual([]);
    expect(html).toContain('Zirkon Taşlı Gümüş Kolye');
    expect(html).toContain('Aras Kargo');
    expect(html).toContain(sellerInfo.legalName);
  });

  it('no delivery address yet (or one the book no longer has): no carriers to read', async () => {
    for (const cart of [makeCart(), makeCart({ shippingAddressId: 999 })]) {
      const { run, misses } = await loadAndRender(cart);
      expect(run.queries.map((q) => q.operation)).not.toContain('CheckoutShippingOptions');
      expect(misses).toEqual([]);
    }
  });
});
