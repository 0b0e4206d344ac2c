// A product's stock, variant by variant: every store of the chain (BackofficeStores) with its
// stock row if it has one, so a store without a row can be given its first stock. A saved stock
// replaces the row's number from the API's answer.
import { useCallback, useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { type StoreStockLevelPartsFragment } from 'shared-contracts/admin';
import { BackofficeStoresDocument } from 'shared-contracts/admin/documents/stores';
import { useStaffSession } from '../session/staff-session';
import type { ProductView, VariantView } from './product-types';
import { VariantStockTable, type StockTableRow } from './VariantStockTable';
import styles from './catalogue.module.css';

const key = (sku: string, storeId: number) => `${storeId}:${sku}`;

export function ProductStockSection({ product }: { product: ProductView }) {
  const { can, staff } = useStaffSession();
  const headingId = useId();
  const { data: storesData } = useQuery(BackofficeStoresDocument);
  const [saved, setSaved] = useState<Record<string, number>>({});
  const onSaved = useCallback((level: StoreStockLevelPartsFragment) => setSaved((current) => ({ ...current, [key(level.sku, level.storeId)]: level.quantity })), []);
  const canEdit = can('stock.write');
  // A STORE member sets its own store's stock only (the API refuses the others).
  const mayEdit = (storeId: number) => canEdit && (staff?.role !== 'STORE' || staff.storeId === storeId);

  const rowsOf = (variant: VariantView): StockTableRow[] => {
    const rows = new Map<number, StockTableRow>();
    for (const store of storesData?.stores ?? []) rows.set(store.id, { storeId: store.id, storeName: store.name, quantity: null, editable: mayEdit(store.id) });
    for (const level of variant.stores) rows.set(level.storeId, { storeId: level.storeId, storeName: level.storeName, quantity: level.quantity, editable: mayEdit(level.storeId) });
    return [...rows.values()].map((row) => {
      const kept = saved[key(variant.sku, row.storeId)];
      return kept === undefined ? row : { ...row, quantity: kept };
    });
  };

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.catalogue.stock.title" />
      </h2>
      {product.variants.length === 0 ? (
        <p>
          <FormattedMessage id="bo.catalogue.stock.no_variants" />
        </p>
      ) : (
        product.variants.map((variant) => <VariantStockTable key={variant.sku} variant={variant} rows={rowsOf(variant)} canEdit={canEdit} onSaved={onSaved} />)
      )}
    </section>
  );
}
