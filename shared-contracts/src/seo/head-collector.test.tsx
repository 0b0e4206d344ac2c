// Server side (node environment: no window, no document, effects never run).
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { Language } from '../constants/business';
import { DEFAULT_DOCUMENT_HEAD, type DocumentHead } from './document-head';
import { createHeadCollector, HeadCollectorContext, renderHeadHtml, type HeadCollector } from './head-collector';
import { breadcrumbListJsonLd } from './structured-data';
import { useDocumentHead } from './useDocumentHead';

type Page = { origin: string; pathname: string; language: Language };
const tr: Page = { origin: 'https://shop.example', pathname: '/yuzuk', language: 'tr' };
const en: Page = { origin: 'https://shop.example', pathname: '/en/yuzuk', language: 'en' };

function Head(props: DocumentHead) {
  useDocumentHead(props);
  return null;
}

function renderOnServer(collector: HeadCollector, ui: ReactNode): string {
  return renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <IntlProvider locale="tr" defaultLocale="tr">
        {ui}
      </IntlProvider>
    </HeadCollectorContext.Provider>,
  );
}

function headWith(head: DocumentHead, page: Page = tr): string {
  const collector = createHeadCollector();
  renderOnServer(collector, <Head {...head} />);
  return renderHeadHtml(collector, page);
}

/** The head HTML parsed enough to look at: each tag with its attributes. */
function tags(html: string) {
  return [...html.matchAll(/<(title|meta|link|script)([^>]*)>(?:([\s\S]*?)<\/\1>)?/g)].map(([, tag, attrs, text]) => ({
    tag,
    attrs: Object.fromEntries([...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
    text,
  }));
}
const meta = (html: string, key: string, value: string) => tags(html).filter((t) => t.attrs[key] === value);
const hrefOf = (html: string, hreflang: string) => tags(html).find((t) => t.attrs.hreflang === hreflang)?.attrs.href;
const canonicalOf = (html: string) => tags(html).filter((t) => t.attrs.rel === 'canonical').map((t) => t.attrs.href);

describe('renderHeadHtml', () => {
  it('always writes a title and a description, falling back to the generic ones in the page language', () => {
    expect(renderHeadHtml(createHeadCollector(), tr)).toContain(`<title data-head="title">Altın, Gümüş ve Pırlanta Takı | Işıltı Takı</title>`);
    const html = renderHeadHtml(createHeadCollector(), en);
    expect(tags(html).find((t) => t.tag === 'title')?.text).toBe(DEFAULT_DOCUMENT_HEAD.en.title);
    expect(meta(html, 'name', 'description')).toEqual([{ tag: 'meta', attrs: { name: 'description', content: DEFAULT_DOCUMENT_HEAD.en.description, 'data-head': 'description' }, text: undefined }]);
    expect(meta(html, 'property', 'og:locale')[0].attrs.content).toBe('en_US');
    // Without a canonical path: no canonical, no alternates; og:url is the page's own address.
    expect(canonicalOf(html)).toEqual([]);
    expect(hrefOf(html, 'x-default')).toBeUndefined();
    expect(meta(html, 'property', 'og:url')[0].attrs.content).toBe('https://shop.example/en/yuzuk');
    // Defaults given by the caller win over the built-in ones.
    const custom = renderHeadHtml(createHeadCollector(), tr, { title: 'Mağaza', description: 'Takılar' });
    expect(custom).toContain('<title data-head="title">Mağaza | Işıltı Takı</title>');
    expect(custom).toContain('<meta name="description" content="Takılar" data-head="description">');
  });

  it('escapes the title and every attribute', () => {
    const html = headWith({ title: 'Yüzük <b>"14 ayar"</b> & küpe', description: `"Altın" <script>alert('x')</script>`, image: '/images/a.jpg?x="1"&y=<2>' });
    expect(html).toContain('<title data-head="title">Yüzük &lt;b&gt;&quot;14 ayar&quot;&lt;/b&gt; &amp; küpe | Işıltı Takı</title>');
    expect(html).toContain('content="&quot;Altın&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(meta(html, 'property', 'og:title')[0].attrs.content).toBe('Yüzük &lt;b&gt;&quot;14 ayar&quot;&lt;/b&gt; &amp; küpe');
    expect(meta(html, 'property', 'og:image')[0].attrs.content).toBe('https://shop.example/images/a.jpg?x=&quot;1&quot;&amp;y=&lt;2&gt;');
  });

  it('writes the canonical link and the tr / en / x-default alternates of a Turkish page', () => {
    const html = headWith({ canonicalPath: '/kolye?pagenumber=2' });
    expect(canonicalOf(html)).toEqual(['https://shop.example/kolye?pagenumber=2']);
    expect(hrefOf(html, 'tr')).toBe('https://shop.example/kolye?pagenumber=2');
    expect(hrefOf(html, 'en')).toBe('https://shop.example/en/kolye?pagenumber=2');
    expect(hrefOf(html, 'x-default')).toBe('https://shop.example/kolye?pagenumber=2');
    expect(meta(html, 'property', 'og:url')[0].attrs.content).toBe('https://shop.example/kolye?pagenumber=2');
    expect(meta(html, 'property', 'og:locale')[0].attrs.content).toBe('tr_TR');
    expect(meta(html, 'property', 'og:locale:alternate')[0].attrs.content).toBe('en_US');
  });

  it('points the canonical of an English page at its /en address; the alternates stay the same', () => {
    const html = headWith({ canonicalPath: '/kolye' }, { origin: 'https://shop.example/', pathname: '/en/kolye', language: 'en' });
    expect(canonicalOf(html)).toEqual(['https://shop.example/en/kolye']);
    expect(hrefOf(html, 'tr')).toBe('https://shop.example/kolye');
    expect(hrefOf(html, 'en')).toBe('https://shop.example/en/kolye');
    expect(hrefOf(html, 'x-default')).toBe('https://shop.example/kolye');
    expect(meta(html, 'property', 'og:locale')[0].attrs.content).toBe('en_US');
    expect(meta(html, 'property', 'og:locale:alternate')[0].attrs.content).toBe('tr_TR');
  });

  it('gives the home page / and /en', () => {
    const trHome = headWith({ canonicalPath: '/' }, { ...tr, pathname: '/' });
    expect(canonicalOf(trHome)).toEqual(['https://shop.example/']);
    expect(hrefOf(trHome, 'en')).toBe('https://shop.example/en');
    expect(hrefOf(trHome, 'x-default')).toBe('https://shop.example/');
    const enHome = headWith({ canonicalPath: '/' }, { ...en, pathname: '/en' });
    expect(canonicalOf(enHome)).toEqual(['https://shop.example/en']);
    expect(hrefOf(enHome, 'tr')).toBe('https://shop.example/');
  });

  it('writes robots only when the page gives it', () => {
    expect(meta(headWith({ title: 'Yüzük' }), 'name', 'robots')).toEqual([]);
    expect(meta(headWith({ robots: '' }), 'name', 'robots')).toEqual([]);
    expect(meta(headWith({ robots: 'noindex, follow' }), 'name', 'robots').map((t) => t.attrs.content)).toEqual(['noindex, follow']);
  });

  it('writes Open Graph type, title, description and image (absolute)', () => {
    const html = headWith({ title: 'Yüzük', description: 'Gümüş yüzük', ogType: 'product', image: '/images/products/42-1-full.jpg', canonicalPath: '/yuzuk' });
    const og = Object.fromEntries(tags(html).filter((t) => t.attrs.property).map((t) => [t.attrs.property, t.attrs.content]));
    expect(og).toEqual({
      'og:type': 'product',
      'og:title': 'Yüzük',
      'og:description': 'Gümüş yüzük',
      'og:url': 'https://shop.example/yuzuk',
      'og:image': 'https://shop.example/images/products/42-1-full.jpg',
      'og:locale': 'tr_TR',
      'og:locale:alternate': 'en_US',
    });
    expect(meta(headWith({}), 'property', 'og:type')[0].attrs.content).toBe('website');
    expect(meta(headWith({}), 'property', 'og:image')).toEqual([]);
  });

  it('writes one script-safe JSON-LD script per object, functions built with the origin', () => {
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: '</script><script>alert(1)</script> <!-- x' };
    const html = headWith({
      jsonLd: [product, (origin) => breadcrumbListJsonLd([{ name: 'Ana Sayfa', path: '/' }, { name: 'Yüzük', path: '/yuzuk' }], origin, 'tr')],
    });
    const scripts = tags(html).filter((t) => t.tag === 'script');
    expect(scripts.map((s) => s.attrs)).toEqual([
      { type: 'application/ld+json', 'data-head': 'json-ld:0' },
      { type: 'application/ld+json', 'data-head': 'json-ld:1' },
    ]);
    expect(html.toLowerCase().match(/<\/script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    expect(JSON.parse(scripts[0].text!)).toEqual(product);
    expect(JSON.parse(scripts[1].text!).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Yüzük', item: 'https://shop.example/yuzuk' },
    ]);
  });
});

describe('the head collector', () => {
  it('is written while rendering; the hook adds nothing to the HTML', () => {
    const collector = createHeadCollector();
    const html = renderOnServer(
      collector,
      <main>
        <Head title="Yüzük" robots="noindex" />
        <p>ürünler</p>
      </main>,
    );
    expect(html).toBe('<main><p>ürünler</p></main>');
    expect(collector.head).toEqual({ title: 'Yüzük', robots: 'noindex' });
  });

  it('keeps the last non-null value of each field, over several render passes and hook calls', () => {
    const collector = createHeadCollector();
    // Apollo's first pass: the data is still loading.
    renderOnServer(collector, <Head title="Yükleniyor" description={null} canonicalPath={null} />);
    // The data pass: the page knows its head.
    renderOnServer(
      collector,
      <>
        <Head title="Yüzük" description="Gümüş yüzükler" canonicalPath="/yuzuk" jsonLd={[{ '@type': 'ItemList' }]} />
        <Head title={null} description="" robots="index, follow" />
      </>,
    );
    expect(collector.head).toEqual({ title: 'Yüzük', description: 'Gümüş yüzükler', canonicalPath: '/yuzuk', robots: 'index, follow', jsonLd: [{ '@type': 'ItemList' }] });
    // A later call's non-null value wins.
    renderOnServer(collector, <Head title="Altın Yüzük" />);
    expect(collector.head.title).toBe('Altın Yüzük');
    expect(collector.head.description).toBe('Gümüş yüzükler');
    const html = renderHeadHtml(collector, tr);
    expect(html).toContain('<title data-head="title">Altın Yüzük | Işıltı Takı</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/yuzuk" data-head="canonical">');
  });

  it('is not shared between requests', () => {
    const first = createHeadCollector();
    renderOnServer(first, <Head title="Yüzük" />);
    expect(createHeadCollector().head).toEqual({});
  });
});
