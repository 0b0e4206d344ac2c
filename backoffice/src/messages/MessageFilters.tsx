// The outbox's filters: the state applies when chosen, the recipient when searched.
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageState } from 'shared-contracts/admin';
import styles from './messages.module.css';

export const MESSAGE_STATES: MessageState[] = ['queued', 'sending', 'sent', 'failed', 'dead', 'dropped'];

export interface MessageFilterValues {
  state: MessageState;
  recipient: string;
}

export function MessageFilters({ value, onChange }: { value: MessageFilterValues; onChange: (next: MessageFilterValues) => void }) {
  const intl = useIntl();
  const id = useId();
  const [recipient, setRecipient] = useState(value.recipient);
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, recipient: recipient.trim() });
  };
  const clear = () => {
    setRecipient('');
    onChange({ ...value, recipient: '' });
  };
  return (
    <form role="search" aria-label={t('bo.messages.filters')} className={styles.filters} onSubmit={search}>
      <div className={styles.field}>
        <label htmlFor={`${id}-state`}>{t('bo.messages.filter.state')}</label>
        <select id={`${id}-state`} value={value.state} onChange={(e) => onChange({ ...value, state: e.target.value as MessageState })}>
          {MESSAGE_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`bo.messages.state.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-recipient`}>{t('bo.messages.filter.recipient')}</label>
        <input
          id={`${id}-recipient`}
          type="search"
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
          aria-describedby={`${id}-recipient-hint`}
          autoComplete="off"
        />
        <span id={`${id}-recipient-hint`} className={styles.hint}>
          {t('bo.messages.filter.recipient_hint')}
        </span>
      </div>
      <div className={styles.filterButtons}>
        <button type="submit">{t('bo.common.search')}</button>
        {value.recipient || recipient ? (
          <button type="button" onClick={clear}>
            {t('bo.common.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
