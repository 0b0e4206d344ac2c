import { useT } from '../shared/useT';
import type { AddressData } from './address-values';
import buttons from '../shared/Button.module.css';
import styles from './AddressesPage.module.css';

export function AddressCard({ address, onEdit, onDelete }: { address: AddressData; onEdit: () => void; onDelete: () => void }) {
  const t = useT();
  return (
    <li className={styles.card} aria-label={address.title}>
      <div className={styles.cardHead}>
        <strong>{address.title}</strong>
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
      <div className={styles.cardActions}>
        <button type="button" className={buttons.link} onClick={onEdit} aria-label={t('account.address.editNamed', { title: address.title })}>
          {t('account.address.edit')}
        </button>
        <button type="button" className={buttons.link} onClick={onDelete} aria-label={t('account.address.deleteNamed', { title: address.title })}>
          {t('account.address.delete')}
        </button>
      </div>
    </li>
  );
}
