import { act, screen } from '@testing-library/react';
import { block } from '../testing/blocks';
import { renderWithShell } from '../testing/render-with-shell';
import { BlockBoundary } from './BlockBoundary';
import { BlockList } from './BlockList';

describe('BlockList', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-10-31T20:59:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('shows and hides blocks on time while the page stays open', async () => {
    const blocks = [
      block('text', { text: 'Gece yarısı başlar' }, { validFrom: '2025-10-31T21:00:00Z' }),
      block('text', { text: 'Gece yarısı biter' }, { validTo: '2025-10-31T21:00:00Z' }),
    ];
    await act(async () => renderWithShell(<BlockList blocks={blocks} />));
    expect(screen.getByText('Gece yarısı biter')).toBeInTheDocument();
    expect(screen.queryByText('Gece yarısı başlar')).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('Gece yarısı başlar')).toBeInTheDocument();
    expect(screen.queryByText('Gece yarısı biter')).not.toBeInTheDocument();
  });

  it('has every block in the server HTML, the product slider further down included, and hydrates it as it is', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const blocks = [
      block('text', { text: 'Birinci blok' }, { sortOrder: 1 }),
      block('text', { text: 'İkinci blok' }, { sortOrder: 2 }),
      block('productSlider', { title: 'Altın Kolyeler', categoryId: 7 }, { sortOrder: 3 }),
      block('text', { text: 'Son blok' }, { sortOrder: 4 }),
    ];
    const view = await act(async () => renderWithShell(<BlockList blocks={blocks} />, { serverRendered: true }));
    expect(view.serverHtml).toContain('Son blok');
    expect(view.serverHtml).toContain('slot mf_catalog/ProductSlider');
    expect(screen.getByTestId('slot mf_catalog/ProductSlider')).toHaveAttribute('data-props', expect.stringContaining('"categoryId":7'));
    expect(screen.getByText('Son blok')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("renders the first screen's blocks first when the page is rendered in the browser, the rest right after", async () => {
    const blocks = [block('text', { text: 'Birinci blok' }, { sortOrder: 1 }), block('text', { text: 'İkinci blok' }, { sortOrder: 2 }), block('text', { text: 'Son blok' }, { sortOrder: 3 })];
    await act(async () => renderWithShell(<BlockList blocks={blocks} />));
    expect(screen.getByText('Son blok')).toBeInTheDocument();
  });
});

describe('BlockBoundary', () => {
  it('leaves out a block that throws and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('bad block');
    }
    await act(async () =>
      renderWithShell(
        <>
          <BlockBoundary blockId={5} type="card">
            <Broken />
          </BlockBoundary>
          <p>Sonraki blok</p>
        </>,
      ),
    );
    expect(screen.getByText('Sonraki blok')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('block 5 (card) failed'), expect.any(Error), expect.anything());
  });
});
