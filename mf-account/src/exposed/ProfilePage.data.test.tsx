/** @jest-environment node */
// The profile loader covers the first render: the customer's details.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { customerInfo } from '../testing/customer-fixtures';
import ProfilePageModule from './ProfilePage';
import loadProfilePage from './ProfilePage.data';

describe('ProfilePage.data', () => {
  it('reads the customer; the first render shows the form filled in and misses nothing', async () => {
    const run = await runLoader(loadProfilePage, { language: 'tr' }, { isLoggedIn: true, queries: { AccountCustomerInfo: { customerInfo } } });
    expect(run.queries.map((q) => q.operation)).toEqual(['AccountCustomerInfo']);
    const { html, misses } = await renderFirstScreen(<ProfilePageModule language="tr" />, { results: run.results, url: '/account', loggedIn: true });
    expect(misses).toEqual([]);
    expect(html).toContain('value="ayse@example.com"');
  });
});
