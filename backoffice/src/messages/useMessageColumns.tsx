// The outbox's columns. The last error is shown whole (wrapped): it is what tells the staff why a
// message did not go out.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ColumnDef } from '@tanstack/react-table';
import type { MessageState, StaffMessagePartsFragment } from 'shared-contracts/admin';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDateTime } from '../common/formatting';
import { useStaffSession } from '../session/staff-session';
import styles from './messages.module.css';

type Row = StaffMessagePartsFragment;

/** States a message may be sent again from. */
const RESENDABLE: MessageState[] = ['failed', 'dead', 'sent'];

// The outbox's channels (EMAIL, SMS) and languages by name; anything else is shown as stored.
const CHANNELS: Record<string, string> = { email: 'bo.messages.channel.email', sms: 'bo.messages.channel.sms' };
const LANGUAGES: Record<string, string> = { tr: 'bo.messages.language.tr', en: 'bo.messages.language.en' };

export function useMessageColumns(onResend: (message: Row) => void): ColumnDef<Row>[] {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  const { can } = useStaffSession();
  const mayResend = can('messages.resend');
  return useMemo<ColumnDef<Row>[]>(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const named = (ids: Record<string, string>, value: string | null) => {
      if (!value) return t('bo.messages.none');
      const id = ids[value.toLowerCase()];
      return id ? t(id) : value;
    };
    const columns: ColumnDef<Row>[] = [
      { id: 'created', header: t('bo.messages.col.created'), cell: ({ row }) => <span className={styles.nowrap}>{formatDateTime(row.original.createdOn, language)}</span> },
      { id: 'channel', header: t('bo.messages.col.channel'), cell: ({ row }) => named(CHANNELS, row.original.channel) },
      { id: 'recipient', header: t('bo.messages.col.recipient'), cell: ({ row }) => <span className={styles.anywhere}>{row.original.recipient}</span> },
      { id: 'subject', header: t('bo.messages.col.subject'), cell: ({ row }) => <span className={styles.subject}>{row.original.subject}</span> },
      { id: 'kind', header: t('bo.messages.col.kind'), cell: ({ row }) => row.original.kind ?? t('bo.messages.none') },
      { id: 'language', header: t('bo.messages.col.language'), cell: ({ row }) => named(LANGUAGES, row.original.language) },
      { id: 'state', header: t('bo.messages.col.state'), cell: ({ row }) => <span className={styles.strong}>{t(`bo.messages.state.${row.original.state}`)}</span> },
      { id: 'attempts', header: t('bo.messages.col.attempts'), cell: ({ row }) => intl.formatNumber(row.original.attempts) },
      {
        id: 'lastError',
        header: t('bo.messages.col.last_error'),
        cell: ({ row }) => (row.original.lastError ? <span className={styles.error}>{row.original.lastError}</span> : <span className={styles.muted}>{t('bo.messages.none')}</span>),
      },
      {
        id: 'sent',
        header: t('bo.messages.col.sent'),
        cell: ({ row }) =>
          row.original.sentOn ? <span className={styles.nowrap}>{formatDateTime(row.original.sentOn, language)}</span> : <span className={styles.muted}>{t('bo.messages.not_sent')}</span>,
      },
    ];
    if (!mayResend) return columns;
    return [
      ...columns,
      {
        id: 'actions',
        header: t('bo.messages.col.actions'),
        cell: ({ row }) =>
          RESENDABLE.includes(row.original.state) ? (
            <button
              type="button"
              aria-label={t('bo.messages.resend_name', { recipient: row.original.recipient, subject: row.original.subject })}
              onClick={() => onResend(row.original)}
            >
              {t('bo.messages.resend')}
            </button>
          ) : null,
      },
    ];
  }, [intl, language, mayResend, onResend]);
}
