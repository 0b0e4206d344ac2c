// The store stock section, mounted on its first open: each store with its quantity, sorted by
// store name; ui.stock.available.not_found when no store has the product. With a variant chosen
// (a ring size), the stock of that variant's sku, and a line saying which one. A product held in
// many stores (up to all 50) gets a labelled search by city, district or store name, and a compact
// list: the first few stores, then all on request; the number shown is announced politely.
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from 'shared-contracts';
import { ProductStoreStockDocument } from 'shared-contracts/graphql';
import { LoadFailure, Loading } from '../sections/SectionStatus';
import { COMPACT_STORE_COUNT, matchingStores, storesWithStock, type StoreStockRow } from './store-stock-rules';
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
      <StoreStockList rows={rows} />
    </>
  );
}

function StoreStockList({ rows }: { rows: StoreStockRow[] }) {
  const intl = useIntl();
  const searchId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [showAll, setShowAll] = useState(false);
  const searchable = rows.length > COMPACT_STORE_COUNT;
  const matches = matchingStores(rows, query);
  const searching = query.trim() !== '';
  const shown = showAll || searching ? matches : matches.slice(0, COMPACT_STORE_COUNT);

  return (
    <>
      {searchable ? (
        <div className={styles.search}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {intl.formatMessage({ id: 'product.stock.search' })}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={intl.formatMessage({ id: 'product.stock.searchPlaceholder' })}
            autoComplete="off"
            aria-describedby={statusId}
          />
          <p id={statusId} className={styles.status} role="status">
            {searching && matches.length === 0
              ? intl.formatMessage({ id: 'product.stock.noMatch' }, { query: query.trim() })
              : intl.formatMessage({ id: 'product.stock.shown' }, { shown: shown.length, total: rows.length })}
          </p>
        </div>
      ) : null}
      {shown.length ? (
        <ul className={styles.list} aria-label={intl.formatMessage({ id: 'product.stock.list' })}>
          {shown.map(({ store, inventoryQty }) => (
            <li key={store.id} className={styles.store}>
              <div>
                <strong className={styles.name}>{store.name}</strong> <span className={styles.place}>{`${store.district} / ${store.city}`}</span>
                <p className={styles.contact}>
                  {store.address} · <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a> · {store.workingHours}
                </p>
              </div>
              <span className={styles.quantity}>{intl.formatMessage({ id: 'product.stock.quantity' }, { count: inventoryQty })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {searchable && !searching && !showAll ? (
        <button type="button" className={styles.showAll} onClick={() => setShowAll(true)}>
          {intl.formatMessage({ id: 'product.stock.showAll' }, { count: rows.length })}
        </button>
      ) : null}
    </>
  );
}
