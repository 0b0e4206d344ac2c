import { useIntl } from 'react-intl';
import { EmailLink } from '../common/EmailLink';
import { directionsUrl, type StoreItem } from './store-filters';
import styles from './StoreCard.module.css';

interface Props {
  store: StoreItem;
  selected: boolean;
  /** Absent when there is no map to show the store on. */
  onNavigate?: () => void;
}

export function StoreCard({ store, selected, onNavigate }: Props) {
  const intl = useIntl();
  return (
    <article className={selected ? `${styles.card} ${styles.selected}` : styles.card} aria-current={selected ? 'true' : undefined}>
      <h3 className={styles.name}>{store.name}</h3>
      <p className={styles.address}>
        {store.address}
        <br />
        {store.district} / {store.city}
      </p>
      <dl className={styles.details}>
        <dt>{intl.formatMessage({ id: 'stores.phone' })}</dt>
        <dd>
          <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
        </dd>
        <dt>{intl.formatMessage({ id: 'stores.email' })}</dt>
        <dd>
          <EmailLink email={store.email} />
        </dd>
        <dt>{intl.formatMessage({ id: 'stores.hours' })}</dt>
        <dd>{store.workingHours}</dd>
      </dl>
      <div className={styles.actions}>
        {onNavigate && (
          <button type="button" className={styles.button} aria-label={intl.formatMessage({ id: 'stores.navigateLabel' }, { name: store.name })} onClick={onNavigate}>
            {intl.formatMessage({ id: 'stores.navigate' })}
          </button>
        )}
        <a
          className={`${styles.button} ${styles.directions}`}
          href={directionsUrl(store)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: 'stores.directionsLabel' }, { name: store.name })}
        >
          {intl.formatMessage({ id: 'stores.directions' })}
        </a>
      </div>
    </article>
  );
}
