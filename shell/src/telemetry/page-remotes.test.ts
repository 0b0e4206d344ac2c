import { freshPageLoad } from '../testing/telemetry-fixtures';
import { currentPageView, notePageRemoteArea, reportCurrentView } from './page-remotes';
import { routeNameOf } from './route-name';
import { takeTelemetry, type TelemetryRecord } from './telemetry-queue';

const views = (records: TelemetryRecord[]) =>
  records.flatMap((r) => (r.kind === 'view' ? [{ routeArea: r.view.routeArea, remotes: [...r.view.remotes].sort(), first: r.view.first }] : []));

const go = (path: string) => window.history.pushState({}, '', path);

describe('page-remotes: the page views and the remotes shown in each', () => {
  beforeEach(() => freshPageLoad('/kolye'));

  it('names the first view by the route area shown at the landing address, with the widgets already there', () => {
    notePageRemoteArea('mf_catalog/InstantSearch', false);
    notePageRemoteArea('mf_catalog/CategoryPage', true);
    expect(currentPageView()).toMatchObject({ routeArea: 'mf_catalog/CategoryPage', first: true, path: '/kolye' });
    expect(takeTelemetry()).toEqual([]);
  });

  it('ends a view when its route area goes: the next view keeps the widgets still shown, not the old route', () => {
    notePageRemoteArea('mf_cart_checkout/MiniCart', false);
    const leaveCategory = notePageRemoteArea('mf_catalog/CategoryPage', true);
    go('/yuzuk-1');
    leaveCategory();
    notePageRemoteArea('mf_product/ProductPage', true);
    go('/cart');
    reportCurrentView();
    expect(views(takeTelemetry())).toEqual([
      { routeArea: 'mf_catalog/CategoryPage', remotes: ['mf_cart_checkout', 'mf_catalog'], first: true },
      { routeArea: 'mf_product/ProductPage', remotes: ['mf_cart_checkout', 'mf_product'], first: false },
    ]);
    // One view beacon per page view.
    reportCurrentView();
    expect(takeTelemetry()).toEqual([]);
  });

  it('does not hand the landing\'s vitals to a route shown at another address (a not-found landing, then a click)', () => {
    go('/en/yok-boyle-bir-sayfa');
    notePageRemoteArea('mf_product/ProductPage', true);
    expect(currentPageView().first).toBe(false);
  });

  it('reports no view for a page without a route area', () => {
    notePageRemoteArea('mf_catalog/InstantSearch', false);
    reportCurrentView();
    expect(takeTelemetry()).toEqual([]);
  });
});

describe('routeNameOf', () => {
  it('names the route a module serves, never the path', () => {
    expect(routeNameOf('mf_product/ProductPage', '/altin-yuzuk')).toBe('product');
    expect(routeNameOf('mf_catalog/CategoryPage', '/kolye')).toBe('category');
    expect(routeNameOf('mf_cart_checkout/CartPage', '/cart')).toBe('cart');
  });

  it('tells apart the routes one module serves by the path', () => {
    expect(routeNameOf('mf_account/WishlistPage', '/wishlist')).toBe('wishlistShort');
    expect(routeNameOf('mf_account/WishlistPage', '/account/wishlist')).toBe('wishlist');
    expect(routeNameOf('mf_stores_content/SizeFinderPage', '/find/necklace-size')).toBe('necklaceSize');
    expect(routeNameOf('mf_cart_checkout/OrderSuccessPage', '/checkout/success/12')).toBe('checkoutSuccessById');
  });

  it('names nothing for a module no route serves', () => {
    expect(routeNameOf('mf_catalog/InstantSearch', '/')).toBeNull();
  });
});
