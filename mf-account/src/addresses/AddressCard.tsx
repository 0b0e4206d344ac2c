import { useT } from '../common/useT';
import type { AddressData } from './address-values';
import buttons from '../common/Button.module.css';
import styles from './AddressesPage.module.css';

export type DefaultAddressKind = 'SHIPPING' | 'BILLING';

export interface AddressCardProps {
  address: AddressData;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: (kind: DefaultAddressKind) => void;
  /** A default is being saved: the buttons wait for it. */
  busy?: boolean;
}

export function AddressCard({ address, onEdit, onDelete, onMakeDefault, busy = false }: AddressCardProps) {
  const t = useT();
  const title = address.title;
  return (
    <li className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <strong>{title}</strong>
        {address.isDefaultShipping ? <span className={styles.badge}>{t('account.address.defaultShipping')}</span> : null}
        {address.isDefaultBilling ? <span className={styles.badge}>{t('account.address.defaultBilling')}</span> : null}
      </div>
      <address className={styles.lines}>
        <span>
          {address.firstName} {address.lastName}
        </span>
        <span>{address.address1}</span>
        {address.address2 ? <span>{address.address2}</span> : null}
        <span>
          {address.neighborhood}, {address.region} / {address.city} {address.zipPostalCode}
        </span>
        <span>{address.phoneNumber}</span>
      </address>
      {address.isDefaultShipping && address.isDefaultBilling ? null : (
        <div className={styles.defaultActions}>
          {address.isDefaultShipping ? null : (
            <button
              type="button"
              className={buttons.link}
              disabled={busy}
              onClick={() => onMakeDefault('SHIPPING')}
              aria-label={t('account.address.makeDefaultShippingNamed', { title })}
            >
              {t('account.address.makeDefaultShipping')}
            </button>
          )}
          {address.isDefaultBilling ? null : (
            <button
              type="button"
              className={buttons.link}
              disabled={busy}
              onClick={() => onMakeDefault('BILLING')}
              aria-label={t('account.address.makeDefaultBillingNamed', { title })}
            >
              {t('account.address.makeDefaultBilling')}
            </button>
          )}
        </div>
      )}
      <div className={styles.cardActions}>
        <button type="button" className={buttons.link} onClick={onEdit} aria-label={t('account.address.editNamed', { title })}>
          {t('account.address.edit')}
        </button>
        <button type="button" className={buttons.link} onClick={onDelete} aria-label={t('account.address.deleteNamed', { title })}>
          {t('account.address.delete')}
        </button>
      </div>
    </li>
  );
}
