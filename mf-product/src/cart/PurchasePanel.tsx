// Variant choice and add-to-cart. A variant must be chosen first (ui.cart.select_variant); when
// no variant is in stock the button is disabled and reads out of stock. In the server's HTML both
// can be used at once: a size chosen or a press made before the panel has hydrated is held by the
// page and done again once it has (the shell's early input, shell/src/boot/early-input-*.ts). A
// press answers at once: the button reads "Ekleniyor…" (aria-busy) until the cart has answered.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { VariantSelector } from '../variants/VariantSelector';
import { canBuy, variantAttribute, type DetailedProduct } from '../variants/variant-rules';
import { useAddToCart } from './useAddToCart';
import styles from './PurchasePanel.module.css';

export interface PurchasePanelProps {
  product: DetailedProduct;
  /** The chosen variant value (kept by the page: the store stock section follows it too). */
  selectedId: number | null;
  onSelect: (valueId: number) => void;
}

export function PurchasePanel({ product, selectedId, onSelect }: PurchasePanelProps) {
  const intl = useIntl();
  const errorId = useId();
  const attribute = variantAttribute(product);
  const [missingChoice, setMissingChoice] = useState(false);
  const { add, adding } = useAddToCart(product);
  const buyable = canBuy(product);
  const selected = attribute?.values.find((v) => v.id === selectedId) ?? null;

  async function onAdd() {
    if (attribute && !selected) {
      setMissingChoice(true);
      return;
    }
    await add(attribute, selected);
  }

  return (
    <div className={styles.panel}>
      {attribute && (
        <VariantSelector
          attribute={attribute}
          selectedId={selectedId}
          errorId={missingChoice ? errorId : undefined}
          onSelect={(id) => {
            onSelect(id);
            setMissingChoice(false);
          }}
        />
      )}
      {missingChoice && (
        <p id={errorId} role="alert" className={styles.error}>
          {intl.formatMessage({ id: 'ui.cart.select_variant' })}
        </p>
      )}
      <button type="button" className={styles.add} disabled={!buyable || adding} aria-busy={adding} onClick={onAdd}>
        {intl.formatMessage({ id: !buyable ? 'product.outOfStock' : adding ? 'product.addingToCart' : 'product.addToCart' })}
      </button>
    </div>
  );
}
