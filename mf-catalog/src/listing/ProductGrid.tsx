import { memo, startTransition, useEffect, useState, type Ref } from 'react';
import { ProductCard, type CardProduct } from '../product-card/ProductCard';
import styles from './ProductGrid.module.css';

/** Cards above the fold (the first row at the widest layout) load their pictures eagerly. */
const EAGER_CARDS = 4;

/**
 * Cards rendered with the grid's first screen (two rows at the widest layout); the rest of the
 * page follows in a transition right after. Rendering a whole page of cards in the update that
 * brings the listing would hold the main thread, and the first cards' paint, for all of them.
 */
export const FIRST_SCREEN_CARDS = 8;

interface Props {
  products: CardProduct[];
  label: string;
  /** True while a new order or filter loads: the old cards stay, dimmed (and the list is aria-busy, as while its later cards follow). */
  busy?: boolean;
  onSelect?: (product: CardProduct, index: number) => void;
  ref?: Ref<HTMLUListElement>;
}

/**
 * The listing grid; columns follow LISTING_GRID_COLUMNS (see ProductGrid.module.css). Each card
 * carries its product id and the page it came from, for the in-view page and the scroll anchor.
 * Memoised: filter ticks and scrolling re-render the listing, not its cards.
 */
export const ProductGrid = memo(function ProductGrid({ products, label, busy = false, onSelect, ref }: Props) {
  const [allShown, setAllShown] = useState(false);
  useEffect(() => {
    if (!allShown) startTransition(() => setAllShown(true));
  }, [allShown]);
  const shown = allShown ? products : products.slice(0, FIRST_SCREEN_CARDS);
  return (
    <ul ref={ref} className={busy ? `${styles.grid} ${styles.busy}` : styles.grid} aria-label={label} aria-busy={busy || !allShown}>
      {shown.map((product, index) => (
        <li key={product.id} data-product-id={product.id} data-page={product.inviewPage ?? undefined}>
          <ProductCard product={product} eager={index < EAGER_CARDS} onSelect={(p) => onSelect?.(p, index)} />
        </li>
      ))}
    </ul>
  );
});
