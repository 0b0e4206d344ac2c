import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoresContentHomeBlocksDocument } from 'shared-contracts/graphql';
import { block, image } from '../testing/blocks';
import { renderWithShell } from '../testing/render-with-shell';
import { HomePage } from './HomePage';

const homeMock = (blocks: ReturnType<typeof block>[], language = 'tr') => ({
  request: { query: StoresContentHomeBlocksDocument, variables: { schema: 'home', language } },
  result: { data: { contentsBySchema: blocks } },
});

async function renderHome(blocks: ReturnType<typeof block>[], language: 'tr' | 'en' = 'tr') {
  const view = await act(async () => renderWithShell(<HomePage language={language} />, { mocks: [homeMock(blocks, language)], language }));
  await waitFor(() => expect(screen.queryByText(language === 'en' ? 'Loading…' : 'Yükleniyor…')).not.toBeInTheDocument());
  // The blocks below the first screen follow in a transition; the list is busy until they are in.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return view;
}

describe('HomePage', () => {
  it('renders each block by its type, in sort order', async () => {
    await renderHome([
      block('text', { title: 'Hakkımızda', text: 'Birinci paragraf.\n\nİkinci paragraf.' }, { sortOrder: 3 }),
      block('banner', { title: 'Yeni Sezon', subtitle: 'Gümüşün parıltısı', image: image('hero', 'Gümüş kolyeler'), link: { href: '/kolye', label: 'Keşfet' } }, { sortOrder: 1 }),
      block('icon', { items: [{ icon: 'delivery', title: 'Ücretsiz kargo' }, { icon: 'no-such-icon', title: '2 yıl garanti' }] }, { sortOrder: 4 }),
      block('button', { label: 'Tüm ürünler', href: '/taki' }, { sortOrder: 5 }),
      block('card', { title: 'Hediye rehberi', text: 'Sevdiklerinize', link: { href: '/sayfa/hediye' } }, { sortOrder: 2 }),
    ]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Yeni Sezon', 'Hediye rehberi', 'Hakkımızda']);
    expect(screen.getByRole('link', { name: /Yeni Sezon/ })).toHaveAttribute('href', '/kolye');
    const hero = screen.getByRole('img', { name: 'Gümüş kolyeler' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('width', '1600');
    expect(hero).toHaveAttribute('height', '640');
    expect(screen.getByText('Birinci paragraf.').tagName).toBe('P');
    expect(screen.getByText('İkinci paragraf.').tagName).toBe('P');
    // A known icon name is drawn; an unknown one draws nothing but keeps its text.
    expect(screen.getByText('Ücretsiz kargo').parentElement?.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('2 yıl garanti').parentElement?.querySelector('svg')).toBeNull();
    expect(screen.getByRole('link', { name: 'Tüm ürünler' })).toHaveAttribute('href', '/taki');
    expect(screen.getByRole('link', { name: 'Hediye rehberi' })).toHaveAttribute('href', '/sayfa/hediye');
  });

  it('prefixes site links with /en in English', async () => {
    await renderHome([block('button', { label: 'All products', href: '/taki' })], 'en');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/en/taki');
  });

  it('shows blocks only inside their validity window', async () => {
    const hour = 3600_000;
    const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
    await renderHome([
      block('text', { text: 'Her zaman' }),
      block('text', { text: 'Bitti' }, { validTo: iso(-hour) }),
      block('text', { text: 'Henüz değil' }, { validFrom: iso(hour) }),
      block('text', { text: 'Şu an' }, { validFrom: iso(-hour), validTo: iso(hour) }),
    ]);
    expect(screen.getByText('Her zaman')).toBeInTheDocument();
    expect(screen.getByText('Şu an')).toBeInTheDocument();
    expect(screen.queryByText('Bitti')).not.toBeInTheDocument();
    expect(screen.queryByText('Henüz değil')).not.toBeInTheDocument();
  });

  it('leaves out and logs a block whose data does not fit its type, and an unknown type', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderHome([block('banner', { title: 'Resimsiz' }, { id: 901 }), block('marquee', { text: 'x' }, { id: 902 }), block('text', { text: 'Kalan blok' })]);
    expect(screen.queryByText('Resimsiz')).not.toBeInTheDocument();
    expect(screen.getByText('Kalan blok')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('block 901 (banner) left out'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('block 902 (marquee) left out'));
  });

  it("fills the product slider and recommendations through mf-catalog's remote slots", async () => {
    await renderHome([block('productSlider', { title: 'Çok satanlar' }), block('recommendations', { kind: 'POPULAR', title: 'Sizin için' })]);
    expect(JSON.parse(screen.getByTestId('slot mf_catalog/ProductSlider').dataset.props ?? '')).toEqual({ language: 'tr', title: 'Çok satanlar' });
    expect(JSON.parse(screen.getByTestId('slot mf_catalog/RecommendationsStrip').dataset.props ?? '')).toEqual({ language: 'tr', kind: 'POPULAR', title: 'Sizin için' });
  });

  it('renders container children, and html as the API gives it (the API sanitises html on output)', async () => {
    await renderHome([
      block('container', {
        title: 'Koleksiyonlar',
        columns: 3,
        children: [
          { type: 'card', data: { title: 'Pırlanta', image: image('pirlanta') } },
          { type: 'card', data: { title: 'Altın' } },
          { type: 'card', data: { nope: true } },
        ],
      }),
      block('html', { html: '<p>Güvenli <b>içerik</b></p>' }),
    ]);
    const container = screen.getByRole('heading', { level: 2, name: 'Koleksiyonlar' }).parentElement as HTMLElement;
    expect(within(container).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Pırlanta', 'Altın']);
    expect(screen.getByText('içerik').tagName).toBe('B');
  });

  it('routes clicks on site links inside html content, keeping the language', async () => {
    const user = userEvent.setup();
    const view = await renderHome([block('html', { html: '<p><a href="/sayfa/teslimat?tab=2">Teslimat koşulları</a> <a href="https://example.com/x">Dış bağlantı</a></p>' })], 'en');
    await user.click(screen.getByRole('link', { name: 'Teslimat koşulları' }));
    expect(view.location()).toBe('/en/sayfa/teslimat?tab=2');
  });

  it('shows a slider of banners with the first picture loaded eagerly', async () => {
    await renderHome([
      block('slider', {
        slides: [
          { title: 'Kış indirimi', image: image('kis', 'Kış koleksiyonu'), link: { href: '/indirim' } },
          { title: 'Yeni gelenler', image: image('yeni', 'Yeni gelen küpeler') },
        ],
      }),
    ]);
    const carousel = screen.getByRole('region', { name: 'Kampanyalar' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const first = within(carousel).getAllByRole('img', { name: 'Kış koleksiyonu' })[0];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(within(carousel).getAllByRole('img', { name: 'Yeni gelen küpeler' })[0]).toHaveAttribute('loading', 'lazy');
    // The link is named by what it shows (its picture and caption), not by a different label.
    expect(within(carousel).getAllByRole('link', { name: /Kış indirimi/ })[0]).toHaveAttribute('href', '/indirim');
    // No autoplay, so no pause button.
    expect(within(carousel).queryByRole('button', { name: 'Slaytları durdur' })).not.toBeInTheDocument();
  });

  describe('an autoplaying slider', () => {
    const slides = [
      { title: 'Kış indirimi', image: image('kis', 'Kış koleksiyonu'), link: { href: '/indirim', label: 'Koleksiyonu keşfet' } },
      { title: 'Yeni gelenler', image: image('yeni', 'Yeni gelen küpeler') },
    ];
    const original = window.matchMedia;
    function mockReducedMotion(reduce: boolean) {
      window.matchMedia = ((query: string) => ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      })) as unknown as typeof window.matchMedia;
    }
    afterEach(() => {
      window.matchMedia = original;
    });

    it('can be paused and played again, and shows the link label as its call to action', async () => {
      const user = userEvent.setup();
      mockReducedMotion(false);
      await renderHome([block('slider', { autoplayMs: 5000, slides })]);
      const carousel = screen.getByRole('region', { name: 'Kampanyalar' });
      expect(within(carousel).getAllByRole('link', { name: /Koleksiyonu keşfet/ })[0]).toHaveAttribute('href', '/indirim');
      await user.click(within(carousel).getByRole('button', { name: 'Slaytları durdur' }));
      await user.click(within(carousel).getByRole('button', { name: 'Slaytları oynat' }));
      expect(within(carousel).getByRole('button', { name: 'Slaytları durdur' })).toBeInTheDocument();
    });

    it('does not play when the shopper asks for reduced motion', async () => {
      mockReducedMotion(true);
      await renderHome([block('slider', { autoplayMs: 5000, slides })]);
      const carousel = screen.getByRole('region', { name: 'Kampanyalar' });
      expect(await within(carousel).findByRole('button', { name: 'Slaytları oynat' })).toBeInTheDocument();
    });
  });

  it('collapses a long SEO text with Read more', async () => {
    const user = userEvent.setup();
    const spy = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(600);
    await renderHome([block('seo', { title: 'Gümüş takılar', html: '<p>Uzun metin</p>' })]);
    const toggle = screen.getByRole('button', { name: 'Devamını oku' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toHaveStyle({ maxHeight: '120px' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Gizle' })).toHaveAttribute('aria-expanded', 'true');
    spy.mockRestore();
  });

  it('offers a retry when the blocks cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const mocks = [{ request: { query: StoresContentHomeBlocksDocument, variables: { schema: 'home', language: 'tr' } }, error: new Error('down') }];
    await act(async () => renderWithShell(<HomePage language="tr" />, { mocks }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('İçerik yüklenemedi.');
  });
});
