// Audit entries, newest first: when, who, what, on what, from where, and the change itself.
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import type { BackofficeAuditLogQuery } from 'shared-contracts/admin';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { DataTable } from '../common/DataTable';
import { formatDateTime } from '../common/formatting';
import { AuditChanges } from './AuditChanges';

export type AuditEntryView = BackofficeAuditLogQuery['auditLog']['items'][number];

export function AuditLogTable({ entries, busy }: { entries: AuditEntryView[]; busy: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { language } = useBackofficeLanguage();
  const columns = useMemo<ColumnDef<AuditEntryView>[]>(
    () => [
      { id: 'time', header: t('bo.staff.audit.col.time'), cell: ({ row }) => formatDateTime(row.original.createdOn, language) },
      { id: 'staff', header: t('bo.staff.audit.col.staff'), cell: ({ row }) => row.original.staffEmail },
      { id: 'action', header: t('bo.staff.audit.col.action'), cell: ({ row }) => <code>{row.original.action}</code> },
      { id: 'targetType', header: t('bo.staff.audit.col.target_type'), cell: ({ row }) => row.original.targetType },
      { id: 'targetId', header: t('bo.staff.audit.col.target_id'), cell: ({ row }) => row.original.targetId ?? '—' },
      { id: 'ip', header: t('bo.staff.audit.col.ip'), cell: ({ row }) => row.original.ip ?? '—' },
      { id: 'requestId', header: t('bo.staff.audit.col.request_id'), cell: ({ row }) => row.original.requestId ?? '—' },
      { id: 'changes', header: t('bo.staff.audit.col.changes'), cell: ({ row }) => <AuditChanges before={row.original.before} after={row.original.after} /> },
    ],
    [intl, language],
  );
  return <DataTable caption={t('bo.staff.audit.caption')} columns={columns} rows={entries} empty={t('bo.staff.audit.none')} rowKey={(entry) => entry.id} busy={busy} />;
}
