import { act, waitFor } from '@testing-library/react';
import { OrganizationInfoDocument } from 'shared-contracts/graphql';
import { HomeSeo } from './HomeSeo';
import { renderWithShell } from '../testing/render-with-shell';
import { organizationInfoFixture } from '../testing/organization-fixture';

const organizationInfo = organizationInfoFixture();

describe('HomeSeo', () => {
  it('adds the canonical link and organisation structured data', async () => {
    const view = await act(async () => renderWithShell(<HomeSeo />, { path: '/en', mocks: [{ request: { query: OrganizationInfoDocument }, result: { data: { organizationInfo } } }] }));
    // The head lives in document.head, outside the React tree.
    expect(view.container).toBeEmptyDOMElement();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/en');
    expect(document.head.querySelector('link[hreflang="tr"]')).toHaveAttribute('href', 'http://localhost/');
    expect(document.head.querySelector('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost/en');
    const script = await waitFor(() => {
      const found = document.querySelector('script[type="application/ld+json"]');
      expect(found).not.toBeNull();
      return found;
    });
    expect(script?.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script!.textContent!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Işıltı Takı',
      founder: { '@type': 'Person', name: 'Ayşe Yılmaz' },
      address: { '@type': 'PostalAddress', addressLocality: 'Kadıköy', postalCode: '34710' },
      contactPoint: { availableLanguage: ['tr', 'en'] },
    });
    expect(data.address).not.toHaveProperty('__typename');
  });

  it('titles and describes the home page in its language, and restores the head when leaving', async () => {
    document.title = 'Takı ve Aksesuar';
    const { unmount } = await act(async () =>
      renderWithShell(<HomeSeo />, { path: '/en', mocks: [{ request: { query: OrganizationInfoDocument }, result: { data: { organizationInfo } } }] }),
    );
    expect(document.title).toBe('Gold, Silver and Diamond Jewellery | Işıltı Takı');
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Takı </script> mağazası'));
    unmount();
    expect(document.title).toBe('Takı ve Aksesuar');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
