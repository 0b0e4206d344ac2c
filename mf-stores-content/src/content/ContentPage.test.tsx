import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { StoresContentLandingPageDocument, StoresContentOurStoresDocument } from 'shared-contracts/graphql';
import { block } from '../testing/blocks';
import { renderWithShell, type ShellOptions } from '../testing/render-with-shell';
import { ContentPage } from './ContentPage';

const landing = (slug: string, status: string) => ({
  __typename: 'LandingPage' as const,
  slug,
  status,
  title: 'İade ve Değişim',
  metaTitle: 'İade koşulları',
  metaDescription: '15 gün içinde iade',
  items: [block('html', { html: '<p>Teslimattan itibaren <strong>15 gün</strong> içinde iade edebilirsiniz.</p>' })],
});

const pageMock = (slug: string, page: ReturnType<typeof landing> | null) => ({
  request: { query: StoresContentLandingPageDocument, variables: { slug, language: 'tr' } },
  result: { data: { landingPage: page } },
});

function renderAt(slug: string, mocks: ShellOptions['mocks']) {
  return act(async () =>
    renderWithShell(
      <Routes>
        <Route path="/sayfa/:slug" element={<ContentPage language="tr" />} />
      </Routes>,
      { route: `/sayfa/${slug}`, mocks },
    ),
  );
}

describe('ContentPage', () => {
  afterEach(() => {
    document.title = '';
  });

  it('renders a published page with its html items (sanitised by the API) and meta', async () => {
    await renderAt('iade', [pageMock('iade', landing('iade', 'Published'))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'İade ve Değişim' })).toBeInTheDocument();
    expect(screen.getByText('15 gün').tagName).toBe('STRONG');
    expect(document.title).toBe('İade koşulları | Işıltı Takı');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '15 gün içinde iade');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/sayfa/iade');
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost/en/sayfa/iade');
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Ana Sayfa', item: 'http://localhost/' },
        { '@type': 'ListItem', position: 2, name: 'İade ve Değişim', item: 'http://localhost/sayfa/iade' },
      ],
    });
  });

  it('shows not found for a page that is not published or does not exist', async () => {
    const view = await renderAt('taslak', [pageMock('taslak', landing('taslak', 'Draft'))]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.queryByText('İade ve Değişim')).not.toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"], script[type="application/ld+json"]')).toBeNull();
    view.unmount();
    await renderAt('yok', [pageMock('yok', null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });

  it('renders the store locator for magazalarimiz', async () => {
    const mocks = [{ request: { query: StoresContentOurStoresDocument }, result: { data: { ourStores: [] } } }];
    await renderAt('magazalarimiz', mocks);
    expect(screen.getByRole('heading', { level: 1, name: 'Mağazalarımız' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Seçiminize uyan mağaza bulunamadı.')).toBeInTheDocument());
  });
});
