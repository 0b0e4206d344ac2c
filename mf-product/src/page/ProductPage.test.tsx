import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EVENTS, RemoteSlotContext, type RemoteSlotProps } from 'shared-contracts';
import { ProductDetailsDocument } from 'shared-contracts/graphql';
import { RECENTLY_VIEWED_KEY } from '../recommendations/recently-viewed';
import { makeProductDetails } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
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
    // No meta texts from the catalogue: name and brand; name, Turkish price and short description.
    expect(document.title).toBe('Zirkon Taşlı Gümüş Yüzük | Işıltı Takı');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Zirkon Taşlı Gümüş Yüzük ₺1.250,00. 925 ayar gümüş, zirkon taşlı tektaş yüzük.');
    expect(view.dispatched(EVENTS.productViewed.type)).toEqual([expect.objectContaining({ payload: { item: expect.objectContaining({ item_id: 'YZK-042', price: 1250 }) } })]);
    // The best interest-free offer, naming the cards that give it: not a promise for every card.
    expect(screen.getByText('Bonus ve Maximum kartlara vade farksız ₺416,67 x 3 taksit')).toBeInTheDocument();
    expect(screen.getByText('Genellikle 2 gün içinde teslim')).toBeInTheDocument();
    // The info panel's category link is the last breadcrumb category.
    expect(screen.getAllByRole('link', { name: 'Yüzük' }).every((a) => a.getAttribute('href') === '/yuzuk')).toBe(true);
  });

  it('sets the canonical link to the product seName, under /en in English, with the hreflang alternates and Open Graph', async () => {
    const tr = await act(async () => renderWithShell(page(), { mocks: [detailsMock(makeProductDetails())] }));
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/zirkon-tasli-gumus-yuzuk');
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost/en/zirkon-tasli-gumus-yuzuk');
    expect(document.head.querySelector('link[hreflang="x-default"]')).toHaveAttribute('href', 'http://localhost/zirkon-tasli-gumus-yuzuk');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost/images/products/42-1-full.jpg');
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'tr_TR');
    tr.unmount();
    // Leaving the page takes its head along.
    expect(document.head.querySelector('link[rel="canonical"], script[type="application/ld+json"]')).toBeNull();
    await act(async () => renderWithShell(<ProductPage productId={42} seName="zirkon-tasli-gumus-yuzuk" language="en" />, { mocks: [detailsMock(makeProductDetails())], language: 'en' }));
    await screen.findByRole('heading', { level: 1 });
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/en/zirkon-tasli-gumus-yuzuk');
  });

  it('under /en: English title, meta description, price format, badges and attribute names (issue 11)', async () => {
    // What the API answers with language: en for a demo product.
    const english = makeProductDetails({
      name: '14K Gold Zirconia Crescent Ring',
      shortDescription: 'A gold ring in a crescent design, set with zirconia.',
      metaTitle: '14K Gold Zirconia Crescent Ring | Işıltı Takı',
      metaDescription: '14K Gold Zirconia Crescent Ring TRY\u00a018,169.90. A gold ring in a crescent design, set with zirconia.',
      productPrice: { __typename: 'ProductPrice', price: 'TRY\u00a018,169.90', priceValue: 18169.9, oldPrice: null, oldPriceValue: null, currencyCode: 'TRY' },
      installmentOffer: { __typename: 'InstallmentOffer', installmentCount: 3, installmentPrice: 'TRY\u00a06,056.63', cardFamilies: ['Bonus', 'Maximum'] },
      badges: [{ __typename: 'Badge', name: 'Sale', color: '#c0392b' }, { __typename: 'Badge', name: 'Bestseller', color: '#b8860b' }],
      productAttributes: [{ ...makeProductDetails().productAttributes[0]!, name: 'Ring Size' }],
      breadcrumb: { __typename: 'ProductBreadcrumb', categoryBreadcrumb: [{ __typename: 'CategoryBreadcrumbItem', id: 1, name: 'Rings', seName: 'yuzuk' }] },
    });
    await act(async () => renderWithShell(<ProductPage productId={42} seName="zirkon-tasli-gumus-yuzuk" language="en" />, { mocks: [detailsMock(english)], language: 'en' }));
    expect(await screen.findByRole('heading', { level: 1, name: '14K Gold Zirconia Crescent Ring' })).toBeInTheDocument();
    expect(document.title).toBe('14K Gold Zirconia Crescent Ring | Işıltı Takı');
    const description = document.head.querySelector('meta[name="description"]')!.getAttribute('content')!;
    expect(description).toBe('14K Gold Zirconia Crescent Ring TRY\u00a018,169.90. A gold ring in a crescent design, set with zirconia.');
    expect(description).not.toMatch(/\d,\d\d TL|₺/);
    // Testing Library normalises the format's no-break space to a space.
    expect(screen.getByText('TRY 18,169.90')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Labels' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sale', 'Bestseller']);
    expect(screen.getAllByText('Ring Size').length).toBeGreaterThan(0);
    expect(screen.getByText('or TRY 6,056.63 x 3 interest-free with Bonus and Maximum cards')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Çok Satan|İndirim|Yüzük Ölçüsü/);
  });

  it('under /en without catalogue meta texts: an English title and description with the English price format', async () => {
    const english = makeProductDetails({ name: 'Sterling Silver Zirconia Ring', shortDescription: 'A sterling silver ring, set with zirconia.', metaTitle: null, metaDescription: null });
    await act(async () => renderWithShell(<ProductPage productId={42} seName="zirkon-tasli-gumus-yuzuk" language="en" />, { mocks: [detailsMock(english)], language: 'en' }));
    await screen.findByRole('heading', { level: 1, name: 'Sterling Silver Zirconia Ring' });
    expect(document.title).toBe('Sterling Silver Zirconia Ring | Işıltı Takı');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Sterling Silver Zirconia Ring, TRY\u00a01,250.00. A sterling silver ring, set with zirconia.');
  });

  it('with no interest-free offer, instalments are said to carry interest: no price / 3 line', async () => {
    await act(async () => renderWithShell(page(), { mocks: [detailsMock(makeProductDetails({ installmentOffer: null }))] }));
    expect(await screen.findByText('Taksit seçenekleri vade farkıyla')).toBeInTheDocument();
    expect(screen.queryByText(/x 3/)).not.toBeInTheDocument();
  });

  it('shows the special collection banner, the advantages row and the collapsible SEO text', async () => {
    const user = userEvent.setup();
    const product = makeProductDetails({ collection: 'Gold Premium Created', seoDescription: '<p>Gümüş yüzük modelleri hakkında uzun bir metin.</p>' });
    await act(async () => renderWithShell(page(), { mocks: [detailsMock(product)] }));
    const banner = await screen.findByRole('complementary', { name: 'Gold Premium Created' });
    expect(within(banner).getByRole('link', { name: 'Koleksiyonu keşfet' })).toHaveAttribute('href', '/gold-premium-created');
    const advantages = screen.getByRole('list', { name: 'Avantajlar' });
    expect(within(advantages).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Hızlı Teslimat', 'Garanti Belgeli', '15 Gün Değişim', 'Hediye Paketi']);
    const seo = screen.getByRole('region', { name: 'Ürün hakkında' });
    const more = within(seo).getByRole('button', { name: 'Devamını oku' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(seo).getByRole('button', { name: 'Gizle' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no banner for other collections', async () => {
    await act(async () => renderWithShell(page(), { mocks: [detailsMock(makeProductDetails({ collection: 'Başka' }))] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('fills the similar, bought-together and recently-viewed slots through the remote slot', async () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([7, 42, 8, 9, 10, 11, 12, 13]));
    const slots: RemoteSlotProps[] = [];
    function Recorder(props: RemoteSlotProps) {
      slots.push(props);
      return null;
    }
    await act(async () =>
      renderWithShell(
        <RemoteSlotContext.Provider value={Recorder}>{page()}</RemoteSlotContext.Provider>,
        { mocks: [detailsMock(makeProductDetails())] },
      ),
    );
    await screen.findByRole('heading', { level: 1 });
    const last = (kind: string) => slots.filter((s) => (s.props as { kind: string }).kind === kind).at(-1);
    expect(last('SIMILAR')).toMatchObject({ remote: 'mf_catalog', module: './RecommendationsStrip', props: { kind: 'SIMILAR', productId: 42, language: 'tr', title: 'Benzer Ürünler' } });
    expect(last('BOUGHT_TOGETHER')).toMatchObject({ props: { productId: 42, title: 'Birlikte Alınan Ürünler' } });
    // Seen before this one, without this one, at most five.
    expect(last('BY_IDS')).toMatchObject({ props: { ids: [7, 8, 9, 10, 11], title: 'Son Gezdiğiniz Ürünler' } });
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]').slice(0, 3)).toEqual([42, 7, 8]);
    window.localStorage.clear();
  });

  it('emits Product JSON-LD', async () => {
    const view = await act(async () => renderWithShell(page(), { mocks: [detailsMock(makeProductDetails({ metaTitle: 'Gümüş yüzük modelleri' }))] }));
    await screen.findByRole('heading', { level: 1 });
    // In the document head, not inside the page.
    expect(view.container.querySelector('script')).toBeNull();
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0].textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'YZK-042',
      offers: { price: '1250.00', priceCurrency: 'TRY', availability: 'https://schema.org/InStock', url: 'http://localhost/zirkon-tasli-gumus-yuzuk' },
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
    expect(document.title).toBe('Gümüş yüzük modelleri | Işıltı Takı');
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
