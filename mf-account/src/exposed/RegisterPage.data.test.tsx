/** @jest-environment node */
// The registration loader covers the first render: the agreements the form asks to accept.
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { MARKETING, MEMBERSHIP } from '../testing/register-fixtures';
import RegisterPageModule from './RegisterPage';
import loadRegisterPage from './RegisterPage.data';

describe('RegisterPage.data', () => {
  it('reads the agreements; the first render shows the form with them and misses nothing', async () => {
    const run = await runLoader(loadRegisterPage, { language: 'tr' }, { queries: { AccountRegisterAgreements: { topicsByType: { __typename: 'TopicsByType', topics: [MEMBERSHIP, MARKETING] } } } });
    expect(run.queries.map((q) => q.variables)).toEqual([{ type: 'REGISTER' }]);
    const { html, misses } = await renderFirstScreen(<RegisterPageModule language="tr" />, { results: run.results, url: '/register' });
    expect(misses).toEqual([]);
    expect(html).toContain('Üyelik sözleşmesini okudum');
  });
});
