import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoresContentOurStoresDocument } from 'shared-contracts/graphql';
import { renderWithShell } from '../testing/render-with-shell';
import { StoresPage } from './StoresPage';

// The real map needs Google's script; this stand-in keeps markers, info window and camera calls visible.
const camera = { panTo: jest.fn(), setZoom: jest.fn(), fitBounds: jest.fn() };
jest.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: React.ReactNode }) => <div data-testid="maps-api">{children}</div>,
  Map: ({ children }: { children: React.ReactNode }) => <div data-testid="map">{children}</div>,
  Marker: ({ title, onClick }: { title: string; onClick: () => void }) => (
    <button type="button" data-testid="marker" onClick={onClick}>
      {title}
    </button>
  ),
  InfoWindow: ({ headerContent, children }: { headerContent: React.ReactNode; children: React.ReactNode }) => (
    <div role="dialog" aria-label="info">
      {headerContent}
      {children}
    </div>
  ),
  useMap: () => camera,
}));

const store = (id: number, name: string, city: string, district: string, country = 'Türkiye') => ({
  __typename: 'Store' as const,
  id,
  name,
  country,
  city,
  district,
  address: `${name} Cad. No:${id}`,
  phone: '0(212) 555 00 0' + id,
  email: `magaza${id}@example.com`,
  workingHours: '10:00-22:00',
  latitude: 41 + id / 100,
  longitude: 29 + id / 100,
});

const STORES = [
  store(1, 'Kadıköy', 'İstanbul', 'Kadıköy'),
  store(2, 'Nişantaşı', 'İstanbul', 'Şişli'),
  store(3, 'Mecidiyeköy', 'İstanbul', 'Şişli'),
  store(4, 'Kızılay', 'Ankara', 'Çankaya'),
  store(5, 'Alsancak', 'İzmir', 'Konak'),
];
const mocks = [{ request: { query: StoresContentOurStoresDocument }, result: { data: { ourStores: STORES } } }];

async function renderStores() {
  const view = await act(async () => renderWithShell(<StoresPage />, { mocks }));
  await screen.findByRole('list', { name: 'Mağaza listesi' });
  return view;
}

const listed = () => within(screen.getByRole('list', { name: 'Mağaza listesi' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('StoresPage', () => {
  afterEach(() => {
    delete window.__STOREFRONT_CONFIG__;
    jest.clearAllMocks();
  });

  it('lists every store with address, phone link, e-mail and hours', async () => {
    await renderStores();
    expect(screen.getByRole('heading', { level: 1, name: 'Mağazalarımız' })).toBeInTheDocument();
    expect(document.title).toBe('Mağazalarımız');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/sayfa/magazalarimiz');
    expect(listed()).toEqual(['Kızılay', 'Kadıköy', 'Mecidiyeköy', 'Nişantaşı', 'Alsancak']);
    expect(screen.getByText('5 mağaza')).toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 3, name: 'Kadıköy' }).closest('article') as HTMLElement;
    expect(within(card).getByRole('link', { name: '0(212) 555 00 01' })).toHaveAttribute('href', 'tel:02125550001');
    expect(within(card).getByRole('link', { name: 'magaza1@example.com' })).toHaveAttribute('href', 'mailto:magaza1@example.com');
    expect(within(card).getByText('10:00-22:00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Kadıköy için yol tarifi al (yeni pencerede açılır)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=41.01,29.01',
    );
  });

  it('filters by city, then township; a new city resets the township', async () => {
    const user = userEvent.setup();
    await renderStores();
    const township = screen.getByRole('combobox', { name: 'İlçe' });
    expect(township).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl' }), 'İstanbul');
    expect(listed()).toEqual(['Kadıköy', 'Mecidiyeköy', 'Nişantaşı']);
    expect(township).toBeEnabled();
    expect(within(township).getAllByRole('option').map((o) => o.textContent)).toEqual(['Tümü', 'Kadıköy', 'Şişli']);
    await user.selectOptions(township, 'Şişli');
    expect(listed()).toEqual(['Mecidiyeköy', 'Nişantaşı']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl' }), 'Ankara');
    expect(township).toHaveValue('');
    expect(listed()).toEqual(['Kızılay']);
    expect(screen.getByText('1 mağaza')).toBeInTheDocument();
  });

  it('without a maps key shows the list with a short note and no map', async () => {
    await renderStores();
    expect(screen.getByRole('note')).toHaveTextContent('Harita şu an gösterilemiyor');
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /haritada göster/ })).not.toBeInTheDocument();
  });

  it('with a key, the navigate button opens the store on the map at zoom 15', async () => {
    const user = userEvent.setup();
    window.__STOREFRONT_CONFIG__ = { googleMapsApiKey: 'test-key' };
    await renderStores();
    expect(screen.getAllByTestId('marker')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Alsancak mağazasını haritada göster' }));
    const info = screen.getByRole('dialog', { name: 'info' });
    expect(info).toHaveTextContent('Alsancak');
    expect(info).toHaveTextContent('Alsancak Cad. No:5');
    expect(camera.panTo).toHaveBeenLastCalledWith({ lat: 41.05, lng: 29.05 });
    expect(camera.setZoom).toHaveBeenLastCalledWith(15);
    // Filtering narrows the markers too.
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl' }), 'İstanbul');
    expect(screen.getAllByTestId('marker').map((m) => m.textContent)).toEqual(['Kadıköy', 'Mecidiyeköy', 'Nişantaşı']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
