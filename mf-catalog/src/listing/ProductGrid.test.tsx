import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LISTING_GRID_COLUMNS } from 'shared-contracts/rules';
import { makeProduct } from '../testing/fixtures';
import { renderWithShell } from '../testing/render-with-shell';
import { ProductGrid } from './ProductGrid';

describe('ProductGrid', () => {
  it('lists one card per product; the first row loads eagerly, the rest lazily', async () => {
    const products = Array.from({ length: 6 }, (_, i) => makeProduct(i + 1));
    await act(async () => renderWithShell(<ProductGrid products={products} label="Ürünler" />));
    const items = within(screen.getByRole('list', { name: 'Ürünler' })).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    // The picture links are hidden from assistive technology (the name link is the card's link).
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.slice(0, 4).every((img) => img.getAttribute('loading') === 'eager')).toBe(true);
    expect(images.slice(4).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('shows a long page whole once its later cards have followed the first screen, busy until then', async () => {
    const products = Array.from({ length: 20 }, (_, i) => makeProduct(i + 1));
    await act(async () => renderWithShell(<ProductGrid products={products} label="Ürünler" />));
    const grid = screen.getByRole('list', { name: 'Ürünler' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(20);
  });

  it('has the column breakpoints of LISTING_GRID_COLUMNS in its stylesheet', () => {
    const css = readFileSync(join(__dirname, 'ProductGrid.module.css'), 'utf8');
    const columnsAt = new Map<number, number>();
    const base = /^\.grid \{[^}]*grid-template-columns: repeat\((\d+)/m.exec(css);
    columnsAt.set(0, Number(base?.[1]));
    for (const m of css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.grid \{[^}]*grid-template-columns: repeat\((\d+)/g)) columnsAt.set(Number(m[1]), Number(m[2]));
    expect(Object.fromEntries(columnsAt)).toEqual(Object.fromEntries(LISTING_GRID_COLUMNS.map((c) => [c.minWidth, c.columns])));
  });
});
