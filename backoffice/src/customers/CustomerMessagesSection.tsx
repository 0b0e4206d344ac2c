// The messages sent to a customer (e-mail, SMS): when, to whom, what, their state and attempts,
// the last error; with messages.resend, a new copy of one is sent after a confirmation, the
// server's answer is shown and the list is read again.
import { useCallback, useId, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type StaffMessagePartsFragment } from 'shared-contracts/admin';
import { BackofficeResendMessageDocument } from 'shared-contracts/admin/documents/customers';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { ResultNotice } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { useStaffSession } from '../session/staff-session';
import styles from './customers.module.css';

export interface CustomerMessagesSectionProps {
  messages: StaffMessagePartsFragment[];
  /** Reads the customer again after a resend (the copy joins the list). */
  onResent: () => unknown;
}

export function CustomerMessagesSection({ messages, onResent }: CustomerMessagesSectionProps) {
  const intl = useIntl();
  const t = useCallback((id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values), [intl]);
  const { language } = useBackofficeLanguage();
  const { can } = useStaffSession();
  const headingId = useId();
  const mayResend = can('messages.resend');
  const [chosen, setChosen] = useState<StaffMessagePartsFragment | null>(null);
  const { run, notice, busy } = useStaffAction();
  const [resend] = useMutation(BackofficeResendMessageDocument);

  const confirm = async (message: StaffMessagePartsFragment) => {
    const result = await run(() => resend({ variables: { messageId: message.id } }), (d) => d.resendMessage);
    setChosen(null);
    if (result?.success) await onResent();
  };

  // Known words for the channel and state; anything else as the API names it.
  const word = useCallback((prefix: string, value: string) => (intl.messages[`${prefix}${value}`] ? t(`${prefix}${value}`) : value), [intl, t]);

  const columns = useMemo<ColumnDef<StaffMessagePartsFragment>[]>(() => {
    const list: ColumnDef<StaffMessagePartsFragment>[] = [
      { id: 'created', header: t('bo.customers.message.created'), cell: ({ row }) => formatDateTime(row.original.createdOn, language) },
      { id: 'channel', header: t('bo.customers.message.channel'), cell: ({ row }) => word('bo.customers.channel.', row.original.channel) },
      { id: 'recipient', header: t('bo.customers.message.recipient'), cell: ({ row }) => row.original.recipient },
      { id: 'subject', header: t('bo.customers.message.subject'), cell: ({ row }) => row.original.subject },
      { id: 'state', header: t('bo.customers.message.state'), cell: ({ row }) => word('bo.customers.state.', row.original.state) },
      { id: 'attempts', header: t('bo.customers.message.attempts'), cell: ({ row }) => intl.formatNumber(row.original.attempts) },
      { id: 'error', header: t('bo.customers.message.last_error'), cell: ({ row }) => (row.original.lastError ? <span className={styles.error}>{row.original.lastError}</span> : '—') },
    ];
    if (mayResend) {
      list.push({
        id: 'resend',
        header: t('bo.customers.message.action'),
        cell: ({ row }) => (
          <button type="button" onClick={() => setChosen(row.original)}>
            <FormattedMessage id="bo.customers.resend" />
          </button>
        ),
      });
    }
    return list;
  }, [intl, t, word, language, mayResend]);

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.customers.messages" />
      </h2>
      <ResultNotice notice={notice} />
      <DataTable caption={t('bo.customers.messages_caption')} columns={columns} rows={messages} empty={t('bo.customers.no_messages')} rowKey={(message) => message.id} busy={busy} />
      {chosen ? (
        <ConfirmDialog title={t('bo.customers.resend_title')} confirmLabel={t('bo.customers.resend_confirm')} onConfirm={() => void confirm(chosen)} onCancel={() => setChosen(null)} busy={busy}>
          <p>
            <FormattedMessage id="bo.customers.resend_body" values={{ subject: chosen.subject, recipient: chosen.recipient }} />
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
