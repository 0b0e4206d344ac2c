/** @jest-environment node */
// The home head on the server: no window, effects never run; the organisation is asked during
// the render (Apollo's data passes) so its JSON-LD is in the server's HTML head.
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { MockLink } from '@apollo/client/testing';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createHeadCollector, HeadCollectorContext, renderHeadHtml } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';
import { typePolicies } from 'shared-contracts/apollo';
import { OrganizationInfoDocument } from 'shared-contracts/graphql';
import { startSettling } from '../federation/page-settled';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { HomeSeo } from './HomeSeo';
import { organizationInfoFixture } from '../testing/organization-fixture';

const organizationInfo = organizationInfoFixture('Takı </script><script>alert(1)</script> mağazası');

async function renderHome(language: Language) {
  const client = new ApolloClient({
    cache: new InMemoryCache({ typePolicies }),
    link: new MockLink([{ request: { query: OrganizationInfoDocument }, result: { data: { organizationInfo } } }]),
    ssrMode: true,
  });
  const store = configureStore({ reducer: () => ({ ui: { language } }) });
  const head = createHeadCollector();
  const { result } = await prerenderStatic({
    tree: (
      <HeadCollectorContext.Provider value={head}>
        <Provider store={store}>
          <ApolloProvider client={client}>
            <ShellIntlProvider>
              <HomeSeo />
            </ShellIntlProvider>
          </ApolloProvider>
        </Provider>
      </HeadCollectorContext.Provider>
    ),
    renderFunction: renderToString,
  });
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
