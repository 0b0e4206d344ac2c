// Staff sessions (sessions, ?staffId= for one member's): when each began, was last used, ends or
// was closed, from where; an open session of another member is closed after a confirmation (the
// member is logged out at their next request). The caller's own session is marked.
import { useId, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { type StaffSessionPartsFragment } from 'shared-contracts/admin';
import { BackofficeRevokeStaffSessionDocument, BackofficeStaffSessionsDocument } from 'shared-contracts/admin/documents/staff';
import { SCREENS } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { QueryState } from '../common/QueryState';
import { ResultNotice } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import styles from './staff.module.css';

function isOpen(session: StaffSessionPartsFragment, now: number): boolean {
  return !session.revokedOn && new Date(session.expiresOn).getTime() > now;
}

export function StaffSessionsScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { language } = useBackofficeLanguage();
  const [params] = useSearchParams();
  const listId = useId();
  const wanted = Number(params.get('staffId'));
  const staffId = Number.isInteger(wanted) && wanted > 0 ? wanted : null;
  const { data, loading, error, refetch } = useQuery(BackofficeStaffSessionsDocument, { variables: { staffId } });
  const [revoke] = useMutation(BackofficeRevokeStaffSessionDocument);
  const { run, notice, busy } = useStaffAction();
  const [closing, setClosing] = useState<StaffSessionPartsFragment | null>(null);
  const sessions = data?.staffSessions ?? [];
  const memberEmail = sessions[0]?.staffEmail;

  const confirm = async (session: StaffSessionPartsFragment) => {
    const result = await run(() => revoke({ variables: { sessionId: session.id } }), (d) => d.revokeStaffSession);
    setClosing(null);
    // A failed re-read shows in the list's own state; it is no failure of the revoke.
    if (result?.success) await refetch().catch(() => undefined);
  };

  const columns = useMemo<ColumnDef<StaffSessionPartsFragment>[]>(
    () => {
      const now = Date.now();
      return [
        {
          id: 'staff',
          header: t('bo.staff.sessions.col.staff'),
          cell: ({ row }) => (
            <>
              {row.original.staffEmail}
              {row.original.current ? (
                <span className={styles.current}>
                  {' '}
                  <FormattedMessage id="bo.staff.sessions.current" />
                </span>
              ) : null}
            </>
          ),
        },
        {
          id: 'stage',
          header: t('bo.staff.sessions.col.stage'),
          cell: ({ row }) => (intl.messages[`bo.staff.sessions.stage.${row.original.stage}`] ? t(`bo.staff.sessions.stage.${row.original.stage}`) : row.original.stage),
        },
        { id: 'created', header: t('bo.staff.sessions.col.created'), cell: ({ row }) => formatDateTime(row.original.createdOn, language) },
        { id: 'lastSeen', header: t('bo.staff.sessions.col.last_seen'), cell: ({ row }) => formatDateTime(row.original.lastSeenOn, language) },
        {
          id: 'state',
          header: t('bo.staff.sessions.col.state'),
          cell: ({ row }) => {
            const s = row.original;
            if (s.revokedOn) return t('bo.staff.sessions.revoked', { at: formatDateTime(s.revokedOn, language) });
            if (!isOpen(s, now)) return t('bo.staff.sessions.expired', { at: formatDateTime(s.expiresOn, language) });
            return t('bo.staff.sessions.open', { at: formatDateTime(s.expiresOn, language) });
          },
        },
        { id: 'ip', header: t('bo.staff.sessions.col.ip'), cell: ({ row }) => row.original.ip ?? '—' },
        { id: 'agent', header: t('bo.staff.sessions.col.agent'), cell: ({ row }) => row.original.userAgent ?? '—' },
        {
          id: 'action',
          header: t('bo.staff.sessions.col.action'),
          cell: ({ row }) =>
            isOpen(row.original, now) && !row.original.current ? (
              <button type="button" onClick={() => setClosing(row.original)}>
                <FormattedMessage id="bo.staff.sessions.revoke" />
              </button>
            ) : null,
        },
      ];
    },
    [intl, language, data],
  );

  return (
    <>
      <p>
        <Link to={SCREENS.staff.path}>
          <FormattedMessage id="bo.staff.back" />
        </Link>
      </p>
      <h1>
        <FormattedMessage id="bo.staff.sessions.title" />
      </h1>
      {staffId ? (
        <p>
          <FormattedMessage id="bo.staff.sessions.only" values={{ who: memberEmail ?? `#${staffId}` }} />{' '}
          <Link to={`${SCREENS.staff.path}/sessions`}>
            <FormattedMessage id="bo.staff.sessions.all_link" />
          </Link>
        </p>
      ) : null}
      <section aria-labelledby={listId} className={styles.section}>
        <h2 id={listId}>
          <FormattedMessage id="bo.staff.sessions.list" />
        </h2>
        <ResultNotice notice={notice} />
        {data ? (
          <DataTable caption={t('bo.staff.sessions.caption')} columns={columns} rows={sessions} empty={t('bo.staff.sessions.none')} rowKey={(s) => s.id} busy={loading} />
        ) : (
          <QueryState loading={loading} error={error} retry={() => void refetch()} />
        )}
      </section>
      {closing ? (
        <ConfirmDialog
          title={t('bo.staff.sessions.revoke_title')}
          confirmLabel={t('bo.staff.sessions.revoke_confirm')}
          onConfirm={() => void confirm(closing)}
          onCancel={() => setClosing(null)}
          busy={busy}
        >
          <p>
            <FormattedMessage id="bo.staff.sessions.revoke_body" values={{ email: closing.staffEmail, created: formatDateTime(closing.createdOn, language) }} />
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
