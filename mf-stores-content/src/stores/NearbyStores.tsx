// The home page's store block: a city select and a few stores of that city (the city with the
// most stores first), with a link to the store locator page for the rest. The locator itself,
// with every store, its filters and the map, is the stores page.
import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useIntlLanguage, useQuery, buildPath, localizePath, ROUTES } from 'shared-contracts';
import { StoresContentOurStoresDocument } from 'shared-contracts/graphql';
import { EmailLink } from '../common/EmailLink';
import { LoadError } from '../common/LoadError';
import { headingTag, type HeadingLevel } from '../home/blocks/types';
import { busiestCity, storeCities, storesInCity } from './nearby-stores';
import styles from './NearbyStores.module.css';

const STORES_PATH = buildPath(ROUTES.contentPage.path, { slug: 'magazalarimiz' });

export function NearbyStores({ title, headingLevel }: { title?: string; headingLevel: HeadingLevel }) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const id = useId();
  const result = useQuery(StoresContentOurStoresDocument);
  const stores = useMemo(() => (result.dataState === 'complete' ? result.data.ourStores : []), [result.dataState, result.data]);
  const cities = useMemo(() => storeCities(stores), [stores]);
  const [chosen, setChosen] = useState('');
  const city = chosen || busiestCity(stores);
  const shown = useMemo(() => storesInCity(stores, city), [stores, city]);
  const inCity = cities.find((c) => c.city === city)?.count ?? 0;
  const Heading = headingTag(headingLevel);
  const StoreHeading = headingTag(Math.min(headingLevel + 1, 6) as HeadingLevel);

  useEffect(() => {
    if (result.error) console.error('[mf-stores-content] ourStores failed', result.error);
  }, [result.error]);

  return (
    <section className={styles.nearby} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <Heading id={`${id}-title`} className={styles.title}>
          {title || intl.formatMessage({ id: 'stores.title' })}
        </Heading>
        <p className={styles.intro}>{intl.formatMessage({ id: 'stores.intro' })}</p>
      </div>
      {result.error ? (
        <LoadError messageId="stores.error" onRetry={() => void result.refetch()} />
      ) : stores.length === 0 ? (
        <p role="status" className={styles.loading}>
          {intl.formatMessage({ id: result.loading ? 'stores.loading' : 'stores.empty' })}
        </p>
      ) : (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-city`}>{intl.formatMessage({ id: 'stores.nearby.city' })}</label>
            <select id={`${id}-city`} value={city} onChange={(event) => setChosen(event.target.value)}>
              {cities.map((c) => (
                <option key={c.city} value={c.city}>
                  {c.city}
                </option>
              ))}
            </select>
          </div>
          <p className={styles.count} aria-live="polite">
            {intl.formatMessage({ id: inCity > shown.length ? 'stores.nearby.shown' : 'stores.nearby.count' }, { city, count: inCity, shown: shown.length })}
          </p>
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'stores.nearby.list' }, { city })}>
            {shown.map((store) => (
              <li key={store.id} className={styles.store}>
                <StoreHeading className={styles.name}>{store.name}</StoreHeading>
                <p className={styles.address}>
                  {store.address}, {store.district} / {store.city}
                </p>
                <p className={styles.contact}>
                  <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
                  <EmailLink email={store.email} />
                </p>
                <p className={styles.hours}>
                  {intl.formatMessage({ id: 'stores.hours' })}: {store.workingHours}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to={localizePath(STORES_PATH, language)} className={styles.all}>
        {intl.formatMessage({ id: 'stores.nearby.all' }, { count: stores.length })}
      </Link>
    </section>
  );
}
