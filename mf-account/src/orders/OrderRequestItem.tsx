// One requestable line of the return/cancel form: tick it, then pick a reason, add a note.
import { useId } from 'react';
import { useT } from '../common/useT';
import { reasonsFor, requestKind, type ItemSelection } from './request-selection';
import type { OrderItemData } from './order-types';
import fieldStyles from '../common/FormField.module.css';
import { FieldError } from '../common/FieldError';
import styles from './OrderRequestPage.module.css';

export interface OrderRequestItemProps {
  item: OrderItemData;
  selection: ItemSelection | undefined;
  reasonError: string | null;
  onToggle: () => void;
  onChange: (selection: ItemSelection) => void;
}

export function OrderRequestItem({ item, selection, reasonError, onToggle, onChange }: OrderRequestItemProps) {
  const t = useT();
  const id = useId();
  const kind = requestKind(item);
  return (
    <li className={styles.item}>
      <label className={fieldStyles.checkbox}>
        <input type="checkbox" checked={Boolean(selection)} onChange={onToggle} />
        <span>
          {item.productName} <span className={styles.kind}>({t(kind === 'cancel' ? 'account.request.kindCancel' : 'account.request.kindReturn')})</span>
        </span>
      </label>
      {selection ? (
        <div className={styles.itemFields}>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-reason`} className={fieldStyles.label}>
              {t('account.request.reason', { product: item.productName })}
            </label>
            <select
              id={`${id}-reason`}
              className={fieldStyles.select}
              value={selection.reasonId ?? ''}
              aria-invalid={reasonError ? true : undefined}
              onChange={(e) => onChange({ ...selection, reasonId: e.target.value === '' ? null : Number(e.target.value) })}
            >
              <option value="">{t('account.request.chooseReason')}</option>
              {reasonsFor(item).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
            {reasonError ? <FieldError message={reasonError} /> : null}
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-note`} className={fieldStyles.label}>
              {t('account.request.note', { product: item.productName })}
            </label>
            <textarea id={`${id}-note`} className={fieldStyles.input} rows={2} maxLength={500} value={selection.note} onChange={(e) => onChange({ ...selection, note: e.target.value })} />
          </div>
        </div>
      ) : null}
    </li>
  );
}
