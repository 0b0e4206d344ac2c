// The server's page document: the template's generic head and boot header replaced by the page's
// own, and every inline value escaped so no text can close its script element.
import { pageDocument, remoteAssetTags } from './page-document';
import type { ServerRenderedState } from '../boot/server-rendered-state';

const TEMPLATE =
  '<!doctype html><html lang=tr><head><meta charset=utf-8><meta name=description content="Takı ve aksesuar"><title>Takı ve Aksesuar</title>' +
  '<script defer src=/main.js></script></head><body><div id=root><div class="boot-header" aria-hidden="true"><span class="boot-logo">Işıltı</span></div></div></body></html>';

const state = (name: string): ServerRenderedState => ({
  url: '/kolye',
  page: { moduleId: 'mf_catalog/CategoryPage', props: { categoryId: 1, seName: 'kolye', language: 'tr' }, params: { seName: 'kolye' } },
  results: { 'ProductPage:{"id":1}': { product: { __typename: 'Product', id: 1, name } } },
  redux: {} as ServerRenderedState['redux'],
});

const parts = (overrides: Partial<Parameters<typeof pageDocument>[0]> = {}) => ({
  template: TEMPLATE,
  language: 'en' as const,
  headHtml: '<title data-head="title">Necklaces</title>',
  assetTags: '<link rel="stylesheet" href="/remotes/mf-catalog/1.0.0/a.css">',
  appHtml: '<div data-boundary="shell"><h1>Necklaces $&amp; more</h1></div>',
  config: { languageSelectorEnabled: true, googleMapsApiKey: null },
  composition: { remotes: {} },
  state: state('Kolye'),
  ...overrides,
});

test('the page has its language, its own head and the rendered app in place of the boot header', () => {
  const html = pageDocument(parts());
  expect(html).toContain('<html lang="en">');
  expect(html).not.toContain('Takı ve Aksesuar');
  expect(html.match(/<title/g)).toHaveLength(1);
  expect(html).toContain('<title data-head="title">Necklaces</title>');
  expect(html).toContain('<div id="root"><div data-boundary="shell"><h1>Necklaces $&amp; more</h1></div></div>');
  expect(html).not.toContain('boot-header');
  // The remote's stylesheet is in the head, before the page paints.
  expect(html.indexOf('mf-catalog/1.0.0/a.css')).toBeLessThan(html.indexOf('</head>'));
});

test('a product name holding </script> cannot leave the state script', () => {
  const hostile = '</script><script>alert(1)</script><!--';
  const html = pageDocument(parts({ state: state(hostile) }));
  expect(html).not.toContain('<script>alert(1)');
  const inline = /window\.__STOREFRONT_SSR__=(.*?)<\/script>/s.exec(html);
  expect(inline).not.toBeNull();
  expect(JSON.parse(inline![1]).results['ProductPage:{"id":1}'].product.name).toBe(hostile);
});

test("with a nonce, the page's own inline scripts carry it (the template's boot loader too); nothing in the app gets one", () => {
  const template = TEMPLATE.replace('</body>', '<script>bootLoader()</script></body>');
  const html = pageDocument(parts({ template, scriptNonce: 'N0nce', appHtml: '<p>x</p><script>injected()</script>' }));
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  // The config and the state scripts, the boot loader, the shell's deferred script (by its address) and the injected one.
  expect(scripts.filter((tag) => tag === '<script nonce="N0nce">')).toHaveLength(3);
  expect(html).toContain('<script nonce="N0nce">bootLoader()</script>');
  expect(html).toContain('<p>x</p><script>injected()</script>');
  expect(html).toContain('<script defer src=/main.js></script>');
  // Without one the scripts are as they were.
  expect(pageDocument(parts({ template })).match(/<script nonce/g)).toBeNull();
});

test('the rendered remotes name their stylesheets and scripts from their version manifest', () => {
  const tags = remoteAssetTags(
    [
      {
        id: 'mf_catalog/CategoryPage',
        manifestUrl: 'http://127.0.0.1:3000/remotes/mf-catalog/2.0.0/mf-manifest.json',
        manifest: {
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [{ path: './CategoryPage', assets: { css: { sync: ['cat.css'] }, js: { sync: ['cat.js'] } } }],
        },
      },
    ],
    { remotes: { mf_catalog: { version: '2.0.0', manifest: '/remotes/mf-catalog/2.0.0/mf-manifest.json' } } },
    'https://shop.example',
  );
  expect(tags).toContain('<link rel="stylesheet" href="https://shop.example/remotes/mf-catalog/2.0.0/cat.css">');
  expect(tags).toContain('<link rel="preload" href="/remotes/mf-catalog/2.0.0/mf-manifest.json" as="fetch"');
  expect(tags).toContain('href="/remotes/mf-catalog/2.0.0/remoteEntry.js" as="script"');
  expect(tags).toContain('href="/remotes/mf-catalog/2.0.0/cat.js" as="script"');
});

test("a widget rendered into the page brings its stylesheet, the route's module alone its script hints", () => {
  const remote = (id: string, pkg: string, file: string) => ({
    id,
    manifestUrl: `http://127.0.0.1:3000/remotes/${pkg}/1.0.0/mf-manifest.json`,
    manifest: { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: `./${id.split('/')[1]}`, assets: { css: { sync: [`${file}.css`] }, js: { sync: [`${file}.js`] } } }] },
  });
  const tags = remoteAssetTags(
    [remote('mf_stores_content/HomePage', 'mf-stores-content', 'home'), remote('mf_catalog/ProductSlider', 'mf-catalog', 'slider')],
    { remotes: { mf_stores_content: { version: '1.0.0', manifest: '/remotes/mf-stores-content/1.0.0/mf-manifest.json' }, mf_catalog: { version: '1.0.0', manifest: '/remotes/mf-catalog/1.0.0/mf-manifest.json' } } },
    'https://shop.example',
    'mf_stores_content/HomePage',
  );
  expect(tags).toContain('href="https://shop.example/remotes/mf-catalog/1.0.0/slider.css"');
  expect(tags).toContain('href="/remotes/mf-stores-content/1.0.0/home.js" as="script"');
  expect(tags).not.toContain('/remotes/mf-catalog/1.0.0/slider.js');
  expect(tags).not.toContain('/remotes/mf-catalog/1.0.0/remoteEntry.js');
  expect(tags).not.toContain('/remotes/mf-catalog/1.0.0/mf-manifest.json');
});
