// Store locator: country / city / township dropdowns filter the list and the map. Without a
// maps key the map degrades to the list with a short note.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useIntlLanguage, useQuery } from 'shared-contracts';
import { StoresContentOurStoresDocument } from 'shared-contracts/graphql';
import { LoadError } from '../common/LoadError';
import { headingTag, type HeadingLevel } from '../home/blocks/types';
import { mapsApiKey } from './maps-api-key';
import { StoreCard } from './StoreCard';
import { StoreFilters } from './StoreFilters';
import { changeFilter, filterOptions, filterStores, NO_FILTER, type StoreFilterState } from './store-filters';
import { StoresMap } from './StoresMap';
import styles from './StoreLocator.module.css';

interface Props {
  title?: string;
  headingLevel: HeadingLevel | 1;
}

export function StoreLocator({ title, headingLevel }: Props) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const result = useQuery(StoresContentOurStoresDocument);
  const [filters, setFilters] = useState<StoreFilterState>(NO_FILTER);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const apiKey = mapsApiKey();
  const stores = useMemo(() => (result.dataState === 'complete' ? result.data.ourStores : []), [result.dataState, result.data]);
  const visible = useMemo(() => filterStores(stores, filters), [stores, filters]);
  const options = useMemo(() => filterOptions(stores, filters), [stores, filters]);
  const selected = visible.find((s) => s.id === selectedId) ?? null;
  const Heading = headingLevel === 1 ? 'h1' : headingTag(headingLevel);
  const ListHeading = headingLevel === 1 ? 'h2' : headingTag(3);

  useEffect(() => {
    if (result.error) console.error('[mf-stores-content] ourStores failed', result.error);
  }, [result.error]);

  const header = (
    <>
      <Heading className={styles.title}>{title || intl.formatMessage({ id: 'stores.title' })}</Heading>
      <p className={styles.intro}>{intl.formatMessage({ id: 'stores.intro' })}</p>
    </>
  );
  if (result.error) {
    return (
      <section className={styles.locator}>
        {header}
        <LoadError messageId="stores.error" onRetry={() => void result.refetch()} />
      </section>
    );
  }
  if (result.loading && stores.length === 0) {
    return (
      <section className={styles.locator}>
        {header}
        <p role="status">{intl.formatMessage({ id: 'stores.loading' })}</p>
      </section>
    );
  }

  const navigate = (storeId: number) => {
    setSelectedId(storeId);
    mapRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <section className={styles.locator}>
      {header}
      <StoreFilters
        filters={filters}
        options={options}
        onChange={(level, value) => {
          setFilters((f) => changeFilter(f, level, value));
          setSelectedId(null);
        }}
      />
      <div className={apiKey ? styles.layout : `${styles.layout} ${styles.listOnly}`}>
        <div ref={mapRef} className={styles.mapArea}>
          {apiKey ? (
            <StoresMap apiKey={apiKey} language={language} stores={visible} selected={selected} onSelect={setSelectedId} />
          ) : (
            <p className={styles.note} role="note">
              {intl.formatMessage({ id: 'stores.mapUnavailable' })}
            </p>
          )}
        </div>
        <div className={styles.listArea}>
          <ListHeading className={styles.count} aria-live="polite">
            {intl.formatMessage({ id: 'stores.count' }, { count: visible.length })}
          </ListHeading>
          {visible.length === 0 ? (
            <p>{intl.formatMessage({ id: 'stores.empty' })}</p>
          ) : (
            <ul className={styles.list} aria-label={intl.formatMessage({ id: 'stores.list' })}>
              {visible.map((store) => (
                <li key={store.id}>
                  <StoreCard store={store} selected={store.id === selectedId} onNavigate={apiKey ? () => navigate(store.id) : undefined} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
