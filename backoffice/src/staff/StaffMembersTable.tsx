// The staff accounts: name, e-mail, role, store, active, authenticator, last login; per member
// the change form, the authenticator reset and their sessions.
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { StaffMemberPartsFragment } from 'shared-contracts/admin';
import { SCREENS } from '../app/backoffice-routes';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import styles from './staff.module.css';

export interface StaffMembersTableProps {
  members: StaffMemberPartsFragment[];
  /** The logged-in member (marked). */
  selfId: number | null;
  busy: boolean;
  onEdit: (member: StaffMemberPartsFragment) => void;
  onResetTotp: (member: StaffMemberPartsFragment) => void;
}

export function StaffMembersTable({ members, selfId, busy, onEdit, onResetTotp }: StaffMembersTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { language } = useBackofficeLanguage();
  const columns = useMemo<ColumnDef<StaffMemberPartsFragment>[]>(
    () => [
      {
        id: 'name',
        header: t('bo.staff.col.name'),
        cell: ({ row }) => (
          <>
            {row.original.name}
            {row.original.id === selfId ? (
              <span className={styles.current}>
                {' '}
                <FormattedMessage id="bo.staff.you" />
              </span>
            ) : null}
          </>
        ),
      },
      { id: 'email', header: t('bo.staff.col.email'), cell: ({ row }) => row.original.email },
      { id: 'role', header: t('bo.staff.col.role'), cell: ({ row }) => t(`bo.role.${row.original.role}`) },
      { id: 'store', header: t('bo.staff.col.store'), cell: ({ row }) => row.original.storeName ?? '—' },
      { id: 'active', header: t('bo.staff.col.active'), cell: ({ row }) => t(row.original.active ? 'bo.staff.active' : 'bo.staff.inactive') },
      { id: 'totp', header: t('bo.staff.col.totp'), cell: ({ row }) => t(row.original.totpEnrolled ? 'bo.staff.totp_yes' : 'bo.staff.totp_no') },
      { id: 'lastLogin', header: t('bo.staff.col.last_login'), cell: ({ row }) => formatDateTime(row.original.lastLoginOn, language) || t('bo.staff.never') },
      {
        id: 'actions',
        header: t('bo.staff.col.actions'),
        cell: ({ row }) => (
          <div className={styles.actions}>
            <button type="button" onClick={() => onEdit(row.original)}>
              <FormattedMessage id="bo.staff.edit.button" />
            </button>
            {row.original.totpEnrolled ? (
              <button type="button" onClick={() => onResetTotp(row.original)}>
                <FormattedMessage id="bo.staff.reset.button" />
              </button>
            ) : null}
            <Link to={`${SCREENS.staff.path}/sessions?staffId=${row.original.id}`}>
              <FormattedMessage id="bo.staff.sessions.link" />
            </Link>
          </div>
        ),
      },
    ],
    [intl, language, selfId, onEdit, onResetTotp],
  );
  return <DataTable caption={t('bo.staff.caption')} columns={columns} rows={members} empty={t('bo.staff.none')} rowKey={(member) => member.id} busy={busy} />;
}
