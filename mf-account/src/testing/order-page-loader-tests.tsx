// The tests both order pages' loaders share (detail, return request): each reads the order of the
// route's :orderNumber, which its first render shows.
import type { ComponentType } from 'react';
import type { RouteLoader, RouteModuleProps } from 'shared-contracts';
import { renderFirstScreen, runLoader } from 'shared-contracts/testing/first-screen';
import { orderDetail } from './order-fixtures';

export function orderPageLoaderTests(Module: ComponentType<RouteModuleProps>, loader: RouteLoader, { path, url }: { path: string; url: string }) {
  it('reads the order of the address; the first render shows it and misses nothing', async () => {
    const run = await runLoader(loader, { language: 'tr' }, { isLoggedIn: true, params: { orderNumber: '100234' }, queries: { AccountOrderDetails: { orderDetails: orderDetail('100234') } } });
    expect(run.queries.map((q) => q.variables)).toEqual([{ orderNumber: '100234' }]);
    const { html, misses } = await renderFirstScreen(<Module language="tr" />, { results: run.results, url, path, loggedIn: true });
    expect(misses).toEqual([]);
    expect(html).toContain('100234');
    expect(html).not.toContain('Yükleniyor…');
  });

  it('reads nothing without a login', async () => {
    expect((await runLoader(loader, { language: 'tr' }, { params: { orderNumber: '100234' } })).queries).toEqual([]);
  });
}
