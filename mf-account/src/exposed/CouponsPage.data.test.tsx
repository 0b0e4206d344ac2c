/** @jest-environment node */
// The coupons loader covers the first render: the customer's gift cards.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import CouponsPageModule from './CouponsPage';
import loadCouponsPage from './CouponsPage.data';

const card = { __typename: 'GiftCard', id: 1, couponCode: 'HOSGELDIN250', amount: '₺250,00', amountValue: 250, remainingAmount: '₺100,00', isActive: true, validTo: '2026-12-31T00:00:00.000Z' };

describe('CouponsPage.data', () => {
  it('reads the gift cards; the first render shows them and misses nothing', async () => {
    const run = await runLoader(loadCouponsPage, { language: 'tr' }, { isLoggedIn: true, queries: { AccountCustomerGiftCards: { customerGiftCards: [card] } } });
    const { html, misses } = await renderFirstScreen(<CouponsPageModule language="tr" />, { results: run.results, url: '/account/coupons', loggedIn: true });
    expect(misses).toEqual([]);
    expect(html).toContain('HOSGELDIN250');
  });
});
