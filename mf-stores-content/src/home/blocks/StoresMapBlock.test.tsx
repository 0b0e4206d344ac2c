import { act, screen } from '@testing-library/react';
import { StoresContentOurStoresDocument } from 'shared-contracts/graphql';
import { resetFirstInteractionForTests } from 'shared-contracts';
import { installFakeIntersectionObserver } from 'shared-contracts/testing';
import { renderWithShell } from '../../testing/render-with-shell';
import { StoresMapBlock } from './StoresMapBlock';

const stores = [
  { __typename: 'Store' as const, id: 1, name: 'Kadıköy', country: 'Türkiye', city: 'İstanbul', district: 'Kadıköy', address: 'Kadıköy Cad. No:1', phone: '0(212) 555 00 01', email: 'magaza1@example.com', workingHours: '10:00-22:00', latitude: 41, longitude: 29 },
];
const mocks = [{ request: { query: StoresContentOurStoresDocument }, result: { data: { ourStores: stores } } }];

describe('StoresMapBlock', () => {
  beforeEach(() => resetFirstInteractionForTests());
  it('renders the short store view, with a link to the stores page, when the block is on the screen', async () => {
    await act(async () => renderWithShell(<StoresMapBlock data={{ title: 'Mağazalarımız' }} headingLevel={2} />, { mocks }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mağazalarımız' })).toBeInTheDocument();
    expect(await screen.findByText('Kadıköy Cad. No:1', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm mağazalar (1)' })).toBeInTheDocument();
  });

  it('far below the screen, waits (and asks for no stores) until the visitor has interacted and gets near it', async () => {
    const { observers, uninstall } = installFakeIntersectionObserver();
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000, bottom: 5320, left: 0, right: 400, width: 400, height: 320, x: 0, y: 5000, toJSON: () => ({}) });
    try {
      await act(async () => renderWithShell(<StoresMapBlock data={{ title: 'Mağazalarımız' }} headingLevel={2} />, { mocks }));
      expect(screen.queryByRole('heading', { name: 'Mağazalarımız' })).not.toBeInTheDocument();
      expect(screen.queryByText('Kadıköy Cad. No:1', { exact: false })).not.toBeInTheDocument();
      rect.mockRestore();
    } finally {
      uninstall();
    }
    await act(async () => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    // Near the screen is not enough before the visitor's first interaction.
    expect(screen.queryByRole('heading', { name: 'Mağazalarımız' })).not.toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mağazalarımız' })).toBeInTheDocument();
    expect(await screen.findByText('Kadıköy Cad. No:1', { exact: false })).toBeInTheDocument();
  });
});
