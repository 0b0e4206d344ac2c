// The audit log (index of the audit area, audit.read): every staff action, filtered and paged
// (50 a page) by what is in the address.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { BackofficeAuditLogDocument } from 'shared-contracts/admin/documents/staff';
import { Pager } from '../common/Pager';
import { QueryState } from '../common/QueryState';
import { AUDIT_PAGE_SIZE, auditFilterOf, auditParamsOf, auditValuesOf } from './audit-filter';
import { AuditFilters } from './AuditFilters';
import { AuditLogTable } from './AuditLogTable';

export function AuditLogScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => auditValuesOf(params), [params]);
  const filter = useMemo(() => auditFilterOf(values), [values]);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(BackofficeAuditLogDocument, { variables: { filter, page, pageSize: AUDIT_PAGE_SIZE } });
  const shown = data ?? previousData;

  return (
    <>
      <h1>
        <FormattedMessage id="bo.staff.audit.title" />
      </h1>
      <AuditFilters values={values} onApply={(next) => setParams(auditParamsOf(next))} />
      {shown ? (
        <>
          <AuditLogTable entries={shown.auditLog.items} busy={loading} />
          <Pager
            pageInfo={shown.auditLog.pageInfo}
            label={intl.formatMessage({ id: 'bo.staff.audit.pager' })}
            onPage={(next) => {
              const updated = auditParamsOf(values);
              updated.set('page', String(next));
              setParams(updated);
            }}
          />
        </>
      ) : null}
      <QueryState loading={loading && !shown} error={error} retry={() => void refetch()} />
    </>
  );
}
