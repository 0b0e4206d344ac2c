/** @jest-environment node */
// The home head on the server: no window, effects never run; the layout's loader reads the
// organisation before the one render pass, so its JSON-LD is in the server's HTML head.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createHeadCollector, DataClientContext, HeadCollectorContext, operationKey, renderHeadHtml, serverDataClient, type RouteLoaderContext } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import { OrganizationInfoDocument } from 'shared-contracts/graphql';
import { startSettling } from '../federation/page-settled';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { HomeSeo } from './HomeSeo';
import { layoutLoader } from './layout.data';
import { organizationInfoFixture } from '../testing/organization-fixture';

const organizationInfo = organizationInfoFixture('Takı </script><script>alert(1)</script> mağazası');

/** The layout loader against an API that knows the organisation only (the menus fail: no matter here). */
async function loadHome(language: Language) {
  const results: Record<string, unknown> = {};
  const context = {
    language,
    params: {},
    search: new URLSearchParams(),
    isLoggedIn: false,
    async query(document: unknown, variables?: object) {
      if (document !== OrganizationInfoDocument) return undefined;
      results[operationKey(OrganizationInfoDocument, variables)] = { organizationInfo };
      return { organizationInfo };
    },
    read: async () => undefined,
    widget: async () => {},
  } as unknown as RouteLoaderContext;
  await layoutLoader(context, { layout: 'default', home: true });
  return results;
}

async function renderHome(language: Language) {
  const data = serverDataClient(await loadHome(language));
  const store = configureStore({ reducer: () => ({ ui: { language } }) });
  const head = createHeadCollector();
  const result = renderToString(
    <HeadCollectorContext.Provider value={head}>
      <Provider store={store}>
        <DataClientContext.Provider value={data}>
          <ShellIntlProvider>
            <HomeSeo />
          </ShellIntlProvider>
        </DataClientContext.Provider>
      </Provider>
    </HeadCollectorContext.Provider>,
  );
  expect(data.misses()).toEqual([]);
  return { html: result, head: renderHeadHtml(head, { origin: 'https://shop.example', pathname: language === 'en' ? '/en' : '/', language }) };
}

const jsonLdOf = (head: string) => [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json));

describe('HomeSeo on the server', () => {
  it('puts the title, canonical, alternates and the organisation JSON-LD into the head, and nothing into the page', async () => {
    // Even a page that has not settled (the browser's first load) asks for the organisation on the server.
    const uninstall = startSettling({ addEventListener() {}, removeEventListener() {}, setTimeout: () => 0, clearTimeout() {} } as unknown as Window);
    try {
      const { html, head } = await renderHome('en');
      expect(html).toBe('');
      expect(head).toContain('<title data-head="title">Gold, Silver and Diamond Jewellery | Işıltı Takı</title>');
      expect(head).toContain('<link rel="canonical" href="https://shop.example/en" data-head="canonical">');
      expect(head).toContain('<link rel="alternate" hreflang="tr" href="https://shop.example/" data-head="alternate:tr">');
      expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/" data-head="alternate:x-default">');
      expect(head).toContain('<meta property="og:locale" content="en_US" data-head="og:locale">');
      expect(head).toContain('content="Takı &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; mağazası"');
      expect(head.toLowerCase().match(/<\/script/g)).toHaveLength(1);
      const [org] = jsonLdOf(head);
      expect(org).toMatchObject({ '@type': 'Organization', name: 'Işıltı Takı', description: organizationInfo.description, address: { '@type': 'PostalAddress', postalCode: '34710' } });
      expect(org.address).not.toHaveProperty('__typename');
    } finally {
      uninstall();
    }
  });
});
