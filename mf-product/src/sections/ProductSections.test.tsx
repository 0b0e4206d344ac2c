import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ProductDetailsDocument,
  ProductInstallmentTableDocument,
  ProductPolicyTopicsDocument,
  ProductReviewsDocument,
  ProductStoreStockDocument,
} from 'shared-contracts/graphql';
import { makeProductDetails, makeReview } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { ProductPage } from '../page/ProductPage';

type Product = ReturnType<typeof makeProductDetails>;

const detailsMock = (product: Product) => ({
  request: { query: ProductDetailsDocument, variables: { seName: product.seName, id: null } },
  result: { data: { productDetails: product } },
});

const store = (id: number, name: string, city = 'İstanbul', district = 'Kadıköy') => ({
  __typename: 'Store' as const,
  id,
  name,
  city,
  district,
  address: `${name} Cad. No:1`,
  phone: '0(216) 000 00 00',
  workingHours: '10:00-22:00',
});
const stockMock = (rows: { id: number; name: string; qty: number; city?: string; district?: string }[], sku = 'YZK-042') => ({
  request: { query: ProductStoreStockDocument, variables: { sku } },
  result: { data: { productStoreStock: rows.map((r) => ({ __typename: 'StoreStock' as const, inventoryQty: r.qty, store: store(r.id, r.name, r.city, r.district) })) } },
});

const render = (mocks: unknown[], product = makeProductDetails()) =>
  act(async () => renderWithShell(<ProductPage productId={product.id} seName={product.seName} language="tr" />, { mocks: [detailsMock(product), ...(mocks as never[])] }));

const toggle = (name: RegExp | string) => screen.getByRole('button', { name });

describe('product accordion', () => {
  it('starts closed and loads a section only when it is first opened', async () => {
    const user = userEvent.setup();
    // Only the product is mocked: opening the description needs no call, any other section would
    // fail to find its mock if it loaded early.
    const warn = jest.spyOn(console, 'warn');
    await render([]);
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Ürün Açıklaması', 'Değerlendirmeler (3)', 'Mağaza Stok Durumu', 'Sipariş ve Teslimat', 'Taksit Seçenekleri', 'Teslimat ve İade', 'Güvenli Alışveriş']) {
      expect(toggle(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByText('925 ayar gümüş.')).not.toBeInTheDocument();
    await user.click(toggle('Ürün Açıklaması'));
    expect(toggle('Ürün Açıklaması')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Ürün Açıklaması' })).toHaveTextContent('925 ayar gümüş.');
    await user.click(toggle('Ürün Açıklaması'));
    expect(toggle('Ürün Açıklaması')).toHaveAttribute('aria-expanded', 'false');
    // Closed again, the content stays (hidden) and nothing else was requested.
    expect(screen.getByText('925 ayar gümüş.')).not.toBeVisible();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/No more mocked responses/);
    warn.mockRestore();
  });

  it('shows the full description with the attributes flagged showOnDescription', async () => {
    const user = userEvent.setup();
    const attribute = (id: number, name: string, value: string, showOnDescription: boolean) => ({
      __typename: 'ProductInfoAttribute' as const,
      attributeId: id,
      attributeValueId: id * 10,
      attributeName: name,
      attributeValueName: value,
      showOnDescription,
    });
    const product = makeProductDetails({ attributes: [attribute(1, 'Metal', 'Gümüş', true), attribute(2, 'Ayar', '925 Ayar', false), attribute(3, 'Taş', 'Zirkon', true)] });
    await render([], product);
    await user.click(await screen.findByRole('button', { name: 'Ürün Açıklaması' }));
    const details = within(screen.getByRole('region', { name: 'Ürün Açıklaması' }));
    expect(details.getByText('Metal').nextSibling).toHaveTextContent('Gümüş');
    expect(details.getByText('Taş')).toBeInTheDocument();
    expect(details.queryByText('Ayar')).not.toBeInTheDocument();
  });

  it('opens the reviews and moves to them when the stars are clicked', async () => {
    const user = userEvent.setup();
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await render([{ request: { query: ProductReviewsDocument, variables: { productId: 42 } }, result: { data: { productReviews: { __typename: 'ReviewsResult', totalCount: 1, items: [makeReview(1)] } } } }]);
    await user.click(await screen.findByRole('button', { name: /5 üzerinden 4,3 puan, 3 değerlendirme/ }));
    const reviewsToggle = toggle('Değerlendirmeler (3)');
    expect(reviewsToggle).toHaveAttribute('aria-expanded', 'true');
    expect(reviewsToggle).toHaveFocus();
    expect(scrolled).toHaveBeenCalled();
    expect(await screen.findByRole('article', { name: 'Müşteri 1 değerlendirmesi' })).toBeInTheDocument();
  });

  it('lists the stores holding the product sorted by name, with quantities', async () => {
    const user = userEvent.setup();
    await render([stockMock([{ id: 1, name: 'Zeytinburnu', qty: 2 }, { id: 2, name: 'Çankaya', qty: 1 }, { id: 3, name: 'Bakırköy', qty: 4 }])]);
    await user.click(await screen.findByRole('button', { name: 'Mağaza Stok Durumu' }));
    const list = await screen.findByRole('list', { name: 'Ürünün bulunduğu mağazalar' });
    const names = within(list).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
    expect(names).toEqual(['Bakırköy', 'Çankaya', 'Zeytinburnu']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('4 adet');
  });

  it('follows the chosen size: the stores holding that variant, and which size it is', async () => {
    const user = userEvent.setup();
    const variant = (id: number, value: string) => ({
      __typename: 'Varianter' as const,
      inStock: true,
      gtin: null,
      sku: `YZK-042-${value}`,
      slicerAttributes: [{ __typename: 'SlicerAttribute' as const, attributeId: 1, attributeValueId: id, name: 'Yüzük Ölçüsü', value }],
    });
    const product = makeProductDetails({ productSlicers: { __typename: 'ProductSlicers', variants: [variant(101, '12'), variant(103, '14')] } });
    await render(
      [stockMock([{ id: 1, name: 'Zeytinburnu', qty: 2 }, { id: 3, name: 'Bakırköy', qty: 4 }]), stockMock([{ id: 3, name: 'Bakırköy', qty: 1 }], 'YZK-042-14')],
      product,
    );
    await user.click(await screen.findByRole('button', { name: 'Mağaza Stok Durumu' }));
    const region = screen.getByRole('region', { name: 'Mağaza Stok Durumu' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(2);
    expect(within(region).queryByText(/için mağaza stokları/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '14' }));
    expect(await within(region).findByText('Yüzük Ölçüsü: 14 için mağaza stokları')).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(within(region).getByRole('listitem')).toHaveTextContent('Bakırköy');
    expect(within(region).getByRole('listitem')).toHaveTextContent('1 adet');
  });

  it('many stores: a compact list of five, all on request, and a labelled search by city, district or store', async () => {
    const user = userEvent.setup();
    const stores = [
      { id: 1, name: 'Alsancak', qty: 1, city: 'İzmir', district: 'Konak' },
      { id: 2, name: 'Karşıyaka Çarşı', qty: 2, city: 'İzmir', district: 'Karşıyaka' },
      { id: 3, name: 'Kızılay', qty: 3, city: 'Ankara', district: 'Çankaya' },
      { id: 4, name: 'Bakırköy', qty: 1 },
      { id: 5, name: 'Zeytinburnu', qty: 1 },
      { id: 6, name: 'Nilüfer', qty: 4, city: 'Bursa', district: 'Nilüfer' },
      { id: 7, name: 'Lara', qty: 1, city: 'Antalya', district: 'Muratpaşa' },
      { id: 8, name: 'Forum Trabzon', qty: 0, city: 'Trabzon', district: 'Ortahisar' },
    ];
    await render([stockMock(stores)]);
    await user.click(await screen.findByRole('button', { name: 'Mağaza Stok Durumu' }));
    const region = screen.getByRole('region', { name: 'Mağaza Stok Durumu' });
    const list = await within(region).findByRole('list', { name: 'Ürünün bulunduğu mağazalar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region).getByRole('status')).toHaveTextContent('7 mağazadan 5 tanesi gösteriliyor');

    const search = within(region).getByRole('searchbox', { name: 'Şehir, ilçe ya da mağaza ara' });
    await user.type(search, 'IZMIR');
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Alsancak', 'Karşıyaka Çarşı']);
    expect(within(region).getByRole('status')).toHaveTextContent('7 mağazadan 2 tanesi gösteriliyor');
    await user.clear(search);
    await user.type(search, 'çankaya');
    expect(within(region).getByRole('listitem')).toHaveTextContent('Kızılay');
    expect(within(region).getByRole('listitem')).toHaveTextContent('Çankaya / Ankara');
    await user.clear(search);
    await user.type(search, 'Trabzon');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('“Trabzon” ile eşleşen mağaza bulunamadı.');

    await user.clear(search);
    await user.click(within(region).getByRole('button', { name: 'Tüm mağazaları göster (7)' }));
    expect(within(region).getAllByRole('listitem')).toHaveLength(7);
    expect(within(region).queryByRole('button', { name: /Tüm mağazaları göster/ })).not.toBeInTheDocument();
  });

  it('says no store has the product when the list is empty', async () => {
    const user = userEvent.setup();
    await render([stockMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Mağaza Stok Durumu' }));
    expect(await screen.findByText('Bu ürün şu anda hiçbir mağazada stokta değil.')).toBeInTheDocument();
  });

  it('shows a table per bank with peşin for one instalment', async () => {
    const user = userEvent.setup();
    const price = (n: number, monthly: string, total: string) => ({ __typename: 'InstallmentPrice' as const, installmentNumber: n, priceText: monthly, totalPriceText: total });
    const mocks = [
      {
        request: { query: ProductInstallmentTableDocument, variables: { productId: 42 } },
        result: {
          data: {
            productInstallments: [
              { __typename: 'InstallmentInfo' as const, bankName: 'Garanti BBVA', cardFamily: 'Bonus', installmentPrices: [price(1, '₺1.250,00', '₺1.250,00'), price(3, '₺416,67', '₺1.250,00')] },
              { __typename: 'InstallmentInfo' as const, bankName: 'Akbank', cardFamily: 'Axess', installmentPrices: [price(1, '₺1.250,00', '₺1.250,00'), price(6, '₺233,21', '₺1.399,25')] },
            ],
          },
        },
      },
    ];
    await render(mocks);
    await user.click(await screen.findByRole('button', { name: 'Taksit Seçenekleri' }));
    const bonus = await screen.findByRole('table', { name: 'Garanti BBVA · Bonus' });
    const rows = within(bonus).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Peşin₺1.250,00₺1.250,00');
    expect(rows[2]).toHaveTextContent('3 taksit₺416,67₺1.250,00');
    expect(screen.getByRole('table', { name: 'Akbank · Axess' })).toHaveTextContent('6 taksit₺233,21₺1.399,25');
  });

  it('shows the delivery and the return policy texts', async () => {
    const user = userEvent.setup();
    const topic = (id: number, systemName: string, body: string) => ({ __typename: 'Topic' as const, id, systemName, title: systemName, body });
    const mocks = [
      {
        request: { query: ProductPolicyTopicsDocument },
        result: {
          data: {
            topicsByType: {
              __typename: 'TopicsByType' as const,
              topics: [
                topic(1, 'gizlilik-politikasi', '<p>Gizlilik</p>'),
                topic(2, 'iade-ve-degisim', '<p>Teslimattan itibaren 15 gün içinde iade</p>'),
                // The API sends policy html already sanitized; the page shows it as it comes.
                topic(3, 'teslimat', '<p>Genellikle 2 gün içinde teslim</p>'),
              ],
            },
          },
        },
      },
    ];
    await render(mocks);
    await user.click(await screen.findByRole('button', { name: 'Teslimat ve İade' }));
    const region = await screen.findByRole('region', { name: 'Teslimat ve İade' });
    await waitFor(() => expect(region).toHaveTextContent('Genellikle 2 gün içinde teslimTeslimattan itibaren 15 gün içinde iade'));
    expect(region).not.toHaveTextContent('Gizlilik');
  });

  it('has the order and delivery film and the trust points', async () => {
    const user = userEvent.setup();
    await render([]);
    await user.click(await screen.findByRole('button', { name: 'Sipariş ve Teslimat' }));
    const video = screen.getByLabelText('Sipariş ve teslimat adımları videosu');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('preload', 'none');
    expect(screen.getByText(/hafta içi saat 17:00’ye kadar/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Güvenli Alışveriş' }));
    expect(screen.getByRole('region', { name: 'Güvenli Alışveriş' })).toHaveTextContent('3-D Secure ile güvenli ödeme');
  });
});
