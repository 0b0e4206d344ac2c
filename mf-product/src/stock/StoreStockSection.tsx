// The store stock section, mounted on its first open: each store with its quantity, sorted by
// store name; ui.stock.available.not_found when no store has the product. With a variant chosen
// (a ring size), the stock of that variant's sku, and a line saying which one.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from 'shared-contracts';
import { ProductStoreStockDocument } from 'shared-contracts/graphql';
import { LoadFailure, Loading } from '../sections/SectionStatus';
import { storesWithStock } from './store-stock-rules';
import styles from './StoreStockSection.module.css';

export interface StoreStockVariant {
  sku: string;
  attribute: string;
  value: string;
}

export function StoreStockSection({ sku, variant = null }: { sku: string; variant?: StoreStockVariant | null }) {
  const intl = useIntl();
  const result = useQuery(ProductStoreStockDocument, { variables: { sku } });
  const forVariant = variant && <p className={styles.variant}>{intl.formatMessage({ id: 'product.stock.forVariant' }, { attribute: variant.attribute, value: variant.value })}</p>;

  useEffect(() => {
    if (result.error) console.error('[mf-product] productStoreStock failed', result.error);
  }, [result.error]);

  if (result.error) return <LoadFailure onRetry={() => void result.refetch()} />;
  if (result.dataState !== 'complete') return <Loading messageId="product.stock.loading" />;
  const rows = storesWithStock(result.data.productStoreStock);
  if (rows.length === 0)
    return (
      <>
        {forVariant}
        <p className={styles.none}>{intl.formatMessage({ id: 'ui.stock.available.not_found' })}</p>
      </>
    );
  return (
    <>
    {forVariant}
    <ul className={styles.list} aria-label={intl.formatMessage({ id: 'product.stock.list' })}>
      {rows.map(({ store, inventoryQty }) => (
        <li key={store.id} className={styles.store}>
          <div>
            <strong className={styles.name}>{store.name}</strong>
            <p className={styles.address}>
              {store.address}, {store.district} / {store.city}
            </p>
            <p className={styles.contact}>
              <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a> · {store.workingHours}
            </p>
          </div>
          <span className={styles.quantity}>{intl.formatMessage({ id: 'product.stock.quantity' }, { count: inventoryQty })}</span>
        </li>
      ))}
    </ul>
    </>
  );
}
