/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { Language } from '../constants/business';
import { DEFAULT_DOCUMENT_HEAD, type DocumentHead } from './document-head';
import { createHeadCollector, HeadCollectorContext, renderHeadHtml } from './head-collector';
import { resetHeadManagerForTests } from './head-manager';
import { useDocumentHead } from './useDocumentHead';

function Head(props: DocumentHead) {
  useDocumentHead(props);
  return null;
}

function Page({ head, language = 'tr', children }: { head: DocumentHead; language?: Language; children?: ReactNode }) {
  return (
    <IntlProvider locale={language} defaultLocale="tr">
      <Head {...head} />
      {children}
    </IntlProvider>
  );
}

const all = (selector: string) => Array.from(document.head.querySelectorAll(selector));
const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
const jsonLd = () => all('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>);

const product: DocumentHead = {
  title: 'Zirkon Yüzük',
  description: 'Gümüş yüzük',
  canonicalPath: '/zirkon-yuzuk',
  ogType: 'product',
  image: '/images/42.jpg',
  jsonLd: [(origin) => ({ '@type': 'Product', url: `${origin}/zirkon-yuzuk` })],
};
const category: DocumentHead = {
  title: 'Kolye',
  robots: 'noindex, follow',
  canonicalPath: '/kolye?pagenumber=2',
  jsonLd: [{ '@type': 'BreadcrumbList' }, { '@type': 'ItemList' }],
};

beforeEach(() => {
  resetHeadManagerForTests();
  document.head.innerHTML = '<meta charset="utf-8"><title>Takı ve Aksesuar</title><meta name="description" content="Takı mağazası">';
});

describe('useDocumentHead in the browser', () => {
  it('writes the whole head while the page is shown and takes it back on unmount', () => {
    const { unmount } = render(<Page head={product} />);
    expect(document.title).toBe('Zirkon Yüzük | Işıltı Takı');
    expect(attr('meta[name="description"]', 'content')).toBe('Gümüş yüzük');
    expect(all('meta[name="description"]')).toHaveLength(1);
    expect(attr('link[rel="canonical"]', 'href')).toBe('http://localhost/zirkon-yuzuk');
    expect(attr('link[hreflang="tr"]', 'href')).toBe('http://localhost/zirkon-yuzuk');
    expect(attr('link[hreflang="en"]', 'href')).toBe('http://localhost/en/zirkon-yuzuk');
    expect(attr('link[hreflang="x-default"]', 'href')).toBe('http://localhost/zirkon-yuzuk');
    expect(attr('meta[property="og:type"]', 'content')).toBe('product');
    expect(attr('meta[property="og:title"]', 'content')).toBe('Zirkon Yüzük');
    expect(attr('meta[property="og:url"]', 'content')).toBe('http://localhost/zirkon-yuzuk');
    expect(attr('meta[property="og:image"]', 'content')).toBe('http://localhost/images/42.jpg');
    expect(attr('meta[property="og:locale"]', 'content')).toBe('tr_TR');
    expect(jsonLd()).toEqual([{ '@type': 'Product', url: 'http://localhost/zirkon-yuzuk' }]);
    expect(all('meta[name="robots"]')).toHaveLength(0);

    unmount();
    expect(document.title).toBe('Takı ve Aksesuar');
    expect(attr('meta[name="description"]', 'content')).toBe('Takı mağazası');
    expect(all('[data-head]')).toHaveLength(0);
    expect(document.head.innerHTML).toBe('<meta charset="utf-8"><title>Takı ve Aksesuar</title><meta name="description" content="Takı mağazası">');
  });

  it('leaves no canonical, alternate or JSON-LD of the previous page after a client navigation', () => {
    const view = render(<Page key="category" head={category} />);
    expect(all('link[rel="canonical"]')).toHaveLength(1);
    expect(jsonLd()).toHaveLength(2);
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex, follow');

    view.rerender(<Page key="product" head={product} />);
    expect(all('link[rel="canonical"]').map((l) => l.getAttribute('href'))).toEqual(['http://localhost/zirkon-yuzuk']);
    expect(all('link[rel="alternate"]')).toHaveLength(3);
    expect(jsonLd()).toEqual([{ '@type': 'Product', url: 'http://localhost/zirkon-yuzuk' }]);
    expect(all('meta[name="robots"]')).toHaveLength(0);
    expect(document.title).toBe('Zirkon Yüzük | Işıltı Takı');

    // A page that says nothing about its head (e.g. the cart).
    view.rerender(<IntlProvider locale="tr">sepet</IntlProvider>);
    expect(all('link[rel="canonical"], link[rel="alternate"], script, meta[property]')).toHaveLength(0);
    expect(document.title).toBe('Takı ve Aksesuar');
  });

  it('follows a head that arrives later (data loaded) and changes (next page)', () => {
    const view = render(<Page head={{ title: null, canonicalPath: null }} />);
    expect(document.title).toBe('Takı ve Aksesuar');
    expect(all('link[rel="canonical"]')).toHaveLength(0);
    view.rerender(<Page head={category} />);
    expect(document.title).toBe('Kolye | Işıltı Takı');
    expect(attr('link[rel="canonical"]', 'href')).toBe('http://localhost/kolye?pagenumber=2');
    view.rerender(<Page head={{ ...category, canonicalPath: '/kolye?pagenumber=3', jsonLd: [{ '@type': 'ItemList' }] }} />);
    expect(all('link[rel="canonical"]').map((l) => l.getAttribute('href'))).toEqual(['http://localhost/kolye?pagenumber=3']);
    expect(jsonLd()).toEqual([{ '@type': 'ItemList' }]);
  });

  it('uses the /en addresses and the English locale on an English page', () => {
    render(<Page language="en" head={{ title: 'Home', canonicalPath: '/' }} />);
    expect(attr('link[rel="canonical"]', 'href')).toBe('http://localhost/en');
    expect(attr('link[hreflang="tr"]', 'href')).toBe('http://localhost/');
    expect(attr('link[hreflang="en"]', 'href')).toBe('http://localhost/en');
    expect(attr('meta[property="og:locale"]', 'content')).toBe('en_US');
  });

  it('lets the hook rendered last win, as on the server', () => {
    render(
      <Page head={{ title: 'Düzen', description: 'Genel', canonicalPath: '/a' }}>
        <Head title="Sayfa" robots="noindex" />
      </Page>,
    );
    expect(document.title).toBe('Sayfa | Işıltı Takı');
    expect(attr('meta[name="description"]', 'content')).toBe('Genel');
    expect(attr('meta[name="robots"]', 'content')).toBe('noindex');
    expect(attr('link[rel="canonical"]', 'href')).toBe('http://localhost/a');
  });

  it('survives StrictMode (effects run twice) without duplicates', () => {
    render(
      <StrictMode>
        <Page head={category} />
      </StrictMode>,
    );
    expect(all('link[rel="canonical"]')).toHaveLength(1);
    expect(jsonLd()).toHaveLength(2);
  });
});

describe('useDocumentHead after server rendering', () => {
  function serverRender(ui: ReactNode, pathname: string, language: Language) {
    const collector = createHeadCollector();
    const html = renderToString(<HeadCollectorContext.Provider value={collector}>{ui}</HeadCollectorContext.Provider>);
    // What the site server does with the template: its <title> and description make way for the page's.
    document.head.innerHTML = `<meta charset="utf-8">${renderHeadHtml(collector, { origin: window.location.origin, pathname, language })}`;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    return container;
  }

  it('hydrates without a mismatch and takes the server-made head over instead of duplicating it', async () => {
    const ui = (
      <Page head={product}>
        <h1>Zirkon Yüzük</h1>
      </Page>
    );
    const container = serverRender(ui, '/zirkon-yuzuk', 'tr');
    const serverCanonical = document.head.querySelector('link[rel="canonical"]');
    const serverScript = document.head.querySelector('script[type="application/ld+json"]');
    expect(serverCanonical).not.toBeNull();
    expect(all('[data-head]').length).toBeGreaterThan(10);

    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe('<h1>Zirkon Yüzük</h1>');
    expect(all('link[rel="canonical"]')).toEqual([serverCanonical]);
    expect(all('script[type="application/ld+json"]')).toEqual([serverScript]);
    expect(all('title')).toHaveLength(1);
    expect(all('meta[name="description"]')).toHaveLength(1);
    expect(all('link[rel="alternate"]')).toHaveLength(3);
    expect(new Set(all('[data-head]').map((e) => e.getAttribute('data-head'))).size).toBe(all('[data-head]').length);

    // Leaving the page: the server's page-specific head goes, the generic title and description come back.
    await act(async () => root.render(<IntlProvider locale="tr">sepet</IntlProvider>));
    expect(document.title).toBe(DEFAULT_DOCUMENT_HEAD.tr.title);
    expect(attr('meta[name="description"]', 'content')).toBe(DEFAULT_DOCUMENT_HEAD.tr.description);
    expect(all('link, script, meta[property]')).toHaveLength(0);
    await act(async () => root.unmount());
    container.remove();
  });

  it('keeps what the server wrote while the browser has not got the data yet', async () => {
    const container = serverRender(<Page head={{ title: 'Ana Sayfa', canonicalPath: '/', jsonLd: [{ '@type': 'Organization' }] }} />, '/', 'tr');
    // The browser asks for the organisation only once the page has settled.
    const browserUi = <Page head={{ title: 'Ana Sayfa', canonicalPath: '/', jsonLd: null }} />;
    let root: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, browserUi);
    });
    expect(jsonLd()).toEqual([{ '@type': 'Organization' }]);
    await act(async () => root.render(<Page head={{ title: 'Ana Sayfa', canonicalPath: '/', jsonLd: [{ '@type': 'Organization', name: 'Işıltı' }] }} />));
    expect(jsonLd()).toEqual([{ '@type': 'Organization', name: 'Işıltı' }]);
    // Client navigation to another page: the home's JSON-LD does not stay.
    await act(async () => root.render(<Page key="other" head={{ title: 'Kolye', canonicalPath: '/kolye' }} />));
    expect(jsonLd()).toEqual([]);
    expect(all('link[rel="canonical"]').map((l) => l.getAttribute('href'))).toEqual(['http://localhost/kolye']);
    await act(async () => root.unmount());
    container.remove();
  });
});
