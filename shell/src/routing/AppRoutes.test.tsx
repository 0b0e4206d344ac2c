import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import { AppRoutes } from './AppRoutes';
import { configureRemoteRetry } from '../federation/remote-loader';
import { makeTestStore, renderWithShell } from '../testing/render-with-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/** Every remote module renders its id and the props it received. */
function fakeModule(id: string) {
  return { default: (props: object) => <p data-testid="remote">{`${id} ${JSON.stringify(props)}`}</p> };
}

async function visit(path: string, loggedIn = false) {
  if (loggedIn) document.cookie = 'signed_in=t; path=/';
  const store = makeTestStore(path.startsWith('/en') ? 'en' : 'tr');
  const urlRecord = (seName: string, record: object | null) => ({
    request: { query: UrlRecordDocument, variables: { seName } },
    result: { data: { urlRecord: record } },
  });
  const mocks = [
    urlRecord('altin-kolyeler', { __typename: 'UrlRecord', entityName: 'CATEGORY', entityId: 12, seName: 'altin-kolyeler' }),
    urlRecord('inci-kupe', { __typename: 'UrlRecord', entityName: 'PRODUCT', entityId: 345, seName: 'inci-kupe' }),
    urlRecord('yok-boyle-bir-sey', null),
  ];
  await act(async () =>
    renderWithShell(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { path, store, mocks },
    ),
  );
  return store;
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const remoteText = async () => (await screen.findByTestId('remote')).textContent;

beforeEach(() => {
  configureRemoteRetry([]);
  document.cookie = 'signed_in=; path=/; max-age=0';
  window.localStorage.clear();
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) => fakeModule(id));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('guards', () => {
  it.each(['/cart', '/account', '/account/orders/A100', '/checkout', '/wishlist', '/account/wishlist'])('send a logged-out visitor from %s to login with redirectUrl', async (path) => {
    await visit(path);
    expect(location()).toBe(`/login?redirectUrl=${encodeURIComponent(path)}`);
    expect(await remoteText()).toContain('mf_account/LoginPage');
  });

  it('keep the /en prefix and the query when redirecting', async () => {
    await visit('/en/account/orders?page=2');
    expect(location()).toBe(`/en/login?redirectUrl=${encodeURIComponent('/en/account/orders?page=2')}`);
    expect(await remoteText()).toContain('"language":"en"');
  });

  it('let a logged-in customer in', async () => {
    await visit('/account/orders', true);
    expect(location()).toBe('/account/orders');
    expect(await remoteText()).toContain('mf_account/OrdersPage');
  });

  it('send a logged-in customer away from /register with type and return address', async () => {
    await visit('/register?redirectUrl=/cart', true);
    expect(location()).toBe(`/?type=register&returnUrl=${encodeURIComponent('/cart')}`);
    expect(await remoteText()).toContain('mf_stores_content/HomePage');
  });

  it('send a logged-in customer from /login to redirectUrl or the account home, /en kept', async () => {
    await visit('/login?redirectUrl=%2Faccount%2Forders', true);
    expect(location()).toBe('/account/orders');
    expect(await remoteText()).toContain('mf_account/OrdersPage');
  });

  it('send a logged-in customer from /en/login to the English account home', async () => {
    await visit('/en/login', true);
    expect(location()).toBe('/en/account');
    expect(await remoteText()).toContain('mf_account/ProfilePage');
  });

  it('send a logged-out visitor of the order success page home', async () => {
    await visit('/en/checkout/success/55');
    expect(location()).toBe('/en');
  });
});

describe('route table', () => {
  it('renders checkout in its own layout with only the logo', async () => {
    await visit('/checkout', true);
    expect(await remoteText()).toContain('mf_cart_checkout/CheckoutPage');
    expect(screen.getByRole('link', { name: 'Işıltı Takı ana sayfa' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mağazalarımız' })).not.toBeInTheDocument();
  });

  it('renders /sayfa/magazalarimiz with the content remote', async () => {
    await visit('/sayfa/magazalarimiz');
    expect(await remoteText()).toContain('mf_stores_content/ContentPage {"language":"tr"}');
  });

  it('resolves a category seName to the catalogue page with its id', async () => {
    await visit('/altin-kolyeler');
    expect(await remoteText()).toBe('mf_catalog/CategoryPage {"categoryId":12,"seName":"altin-kolyeler","language":"tr"}');
  });

  it('resolves a product seName under /en to the product page', async () => {
    await visit('/en/inci-kupe');
    expect(await remoteText()).toBe('mf_product/ProductPage {"productId":345,"seName":"inci-kupe","language":"en"}');
  });

  it('shows the translated not-found page for an unknown seName and unknown paths', async () => {
    await visit('/yok-boyle-bir-sey');
    expect(await screen.findByRole('heading', { name: '404 - Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });

  it('shows the English not-found page for a deep unknown path', async () => {
    await visit('/en/a/b/c');
    expect(await screen.findByRole('heading', { name: '404 - Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });
});
