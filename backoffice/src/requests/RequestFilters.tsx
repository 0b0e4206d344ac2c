// The queue's filters: kind and status apply when chosen, the order number when searched.
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { RequestKind, RequestStatus } from 'shared-contracts/admin';
import { REQUEST_KINDS, REQUEST_STATUSES, type RequestFilterValues } from './request-filters';
import styles from './requests.module.css';

export function RequestFilters({ value, onChange }: { value: RequestFilterValues; onChange: (next: RequestFilterValues) => void }) {
  const intl = useIntl();
  const id = useId();
  const [orderNumber, setOrderNumber] = useState(value.orderNumber);
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, orderNumber: orderNumber.trim() });
  };
  const clear = () => {
    setOrderNumber('');
    onChange({ ...value, orderNumber: '' });
  };
  return (
    <form role="search" aria-label={t('bo.requests.filters')} className={styles.filters} onSubmit={search}>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>{t('bo.requests.filter.kind')}</label>
        <select id={`${id}-kind`} value={value.kind} onChange={(e) => onChange({ ...value, kind: e.target.value as RequestKind | '' })}>
          <option value="">{t('bo.requests.filter.kind_all')}</option>
          {REQUEST_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`bo.requests.kind.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-status`}>{t('bo.requests.filter.status')}</label>
        <select id={`${id}-status`} value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value as RequestStatus })}>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`bo.requests.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-order`}>{t('bo.requests.filter.order_number')}</label>
        <input id={`${id}-order`} type="search" value={orderNumber} onChange={(e) => setOrderNumber(e.target.value)} autoComplete="off" />
      </div>
      <div className={styles.filterButtons}>
        <button type="submit">{t('bo.common.search')}</button>
        {value.orderNumber || orderNumber ? (
          <button type="button" onClick={clear}>
            {t('bo.common.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
