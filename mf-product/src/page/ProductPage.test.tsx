import { act, screen, within } from '@testing-library/react';
import { EVENTS, ProductDetailsDocument } from 'shared-contracts';
import { makeProductDetails } from '../test-utils/fixtures';
import { renderWithShell } from '../test-utils/renderWithShell';
import { ProductPage } from './ProductPage';

const detailsMock = (product: ReturnType<typeof makeProductDetails> | null, seName = 'zirkon-tasli-gumus-yuzuk') => ({
  request: { query: ProductDetailsDocument, variables: { seName, id: null } },
  result: { data: { productDetails: product } },
});

const page = (seName = 'zirkon-tasli-gumus-yuzuk') => <ProductPage productId={42} seName={seName} language="tr" />;

describe('ProductPage', () => {
  afterEach(() => {
    document.title = '';
  });

  it('shows breadcrumb, gallery, title, SKU, price with old price and the star average', async () => {
    const view = await act(async () => renderWithShell(page(), { mocks: [detailsMock(makeProductDetails())] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Zirkon Taşlı Gümüş Yüzük' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Sayfa konumu' }));
    expect(crumbs.getByRole('link', { name: 'Yüzük' })).toHaveAttribute('href', '/yuzuk');
    expect(crumbs.getByText('Zirkon Taşlı Gümüş Yüzük')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Ürün kodu: YZK-042')).toBeInTheDocument();
    expect(screen.getByText('₺1.250,00')).toBeInTheDocument();
    expect(screen.getByText('₺1.500,00').tagName).toBe('DEL');
    // 13 / 3 = 4.33 -> 4.3
    expect(screen.getByRole('img', { name: '5 üzerinden 4,3 puan, 3 değerlendirme' })).toBeInTheDocument();
    const gallery = within(screen.getByRole('region', { name: 'Zirkon Taşlı Gümüş Yüzük görselleri' }));
    const main = gallery.getByRole('img', { name: 'Zirkon Taşlı Gümüş Yüzük' });
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width', '800');
    expect(gallery.getByRole('img', { name: 'Zirkon Taşlı Gümüş Yüzük 2' })).toHaveAttribute('loading', 'lazy');
    expect(gallery.getByRole('button', { name: '1. görseli göster' })).toHaveAttribute('aria-current', 'true');
    expect(gallery.getByRole('button', { name: 'Favorilere ekle' })).toHaveAttribute('aria-pressed', 'false');
    expect(document.title).toBe('Zirkon Taşlı Gümüş Yüzük');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '925 ayar gümüş, zirkon taşlı tektaş yüzük.');
    expect(view.dispatched(EVENTS.productViewed.type)).toEqual([expect.objectContaining({ payload: { item: expect.objectContaining({ item_id: 'YZK-042', price: 1250 }) } })]);
  });

  it('emits Product JSON-LD', async () => {
    const view = await act(async () => renderWithShell(page(), { mocks: [detailsMock(makeProductDetails({ metaTitle: 'Gümüş yüzük modelleri' }))] }));
    await screen.findByRole('heading', { level: 1 });
    const script = view.container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({ '@type': 'Product', sku: 'YZK-042', offers: { price: '1250.00', priceCurrency: 'TRY', availability: 'https://schema.org/InStock' } });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
    expect(document.title).toBe('Gümüş yüzük modelleri');
  });

  it('shows the not-found view when there is no such product', async () => {
    await act(async () => renderWithShell(page('yok-boyle-urun'), { mocks: [detailsMock(null, 'yok-boyle-urun')] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ürün bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the product cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const mocks = [{ request: { query: ProductDetailsDocument, variables: { seName: 'zirkon-tasli-gumus-yuzuk', id: null } }, error: new Error('network down') }];
    await act(async () => renderWithShell(page(), { mocks }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ürün bilgileri yüklenemedi.');
    expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
