// The queue of shoppers' cancel and return requests, oldest first (the API's order), filtered by
// kind, status and order number and paged by the API. Each row offers what its status allows and
// the role may do, every action behind a confirmation saying what happens to money and stock.
//
// A STORE member: the API itself limits its queue to returns (approved ones on their way, which
// any store may receive, and those its store received). The API matches `storeId` against the
// store that received a return, so it is sent for the received/refunded views only: sent with
// "approved", it would hide every return still to be received. Its queue opens on "approved".
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { type BackofficeRequestsQueryVariables, type ItemRequestPartsFragment } from 'shared-contracts/admin';
import { BackofficeRequestsDocument } from 'shared-contracts/admin/documents/requests';
import { DataTable } from '../common/DataTable';
import { Pager } from '../common/Pager';
import { QueryState } from '../common/QueryState';
import { ResultNotice } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { useStaffSession } from '../session/staff-session';
import { ApproveRequestDialog } from './ApproveRequestDialog';
import { ReceiveReturnDialog } from './ReceiveReturnDialog';
import { RefundRequestDialog } from './RefundRequestDialog';
import { RejectRequestDialog } from './RejectRequestDialog';
import type { RequestDialogKind, RequestDialogProps } from './request-dialog';
import type { RequestFilterValues } from './request-filters';
import { RequestFilters } from './RequestFilters';
import { useRequestColumns } from './useRequestColumns';
import styles from './requests.module.css';

export const REQUESTS_PAGE_SIZE = 25;

const DIALOGS: Record<RequestDialogKind, (props: RequestDialogProps) => ReactNode> = {
  approve: ApproveRequestDialog,
  reject: RejectRequestDialog,
  receive: ReceiveReturnDialog,
  refund: RefundRequestDialog,
};

export function RequestQueueScreen() {
  const intl = useIntl();
  const { staff } = useStaffSession();
  const storeId = staff?.role === 'STORE' ? staff.storeId : null;
  const [filters, setFilters] = useState<RequestFilterValues>({ kind: '', status: storeId != null ? 'APPROVED' : 'PENDING', orderNumber: '' });
  const [page, setPage] = useState(1);
  const variables = useMemo<BackofficeRequestsQueryVariables>(
    () => ({
      kind: filters.kind || null,
      status: filters.status,
      orderNumber: filters.orderNumber || null,
      storeId: storeId != null && filters.status !== 'APPROVED' ? storeId : null,
      page,
      pageSize: REQUESTS_PAGE_SIZE,
    }),
    [filters, page, storeId],
  );
  const { data, previousData, loading, error, refetch } = useQuery(BackofficeRequestsDocument, { variables, notifyOnNetworkStatusChange: true });
  const shown = (data ?? previousData)?.requests;

  const action = useStaffAction();
  const { setNotice } = action;
  const [dialog, setDialog] = useState<{ kind: RequestDialogKind; request: ItemRequestPartsFragment } | null>(null);
  const open = useCallback(
    (kind: RequestDialogKind, request: ItemRequestPartsFragment) => {
      setNotice(null);
      setDialog({ kind, request });
    },
    [setNotice],
  );
  const columns = useRequestColumns(open);
  const Dialog = dialog ? DIALOGS[dialog.kind] : null;

  const changeFilters = (next: RequestFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <>
      <h1>{intl.formatMessage({ id: 'bo.requests.title' })}</h1>
      <p className={styles.intro}>
        {storeId != null
          ? intl.formatMessage({ id: 'bo.requests.store_intro' }, { store: staff?.storeName ?? String(storeId) })
          : intl.formatMessage({ id: 'bo.requests.intro' })}
      </p>
      <RequestFilters value={filters} onChange={changeFilters} />
      {dialog ? null : <ResultNotice notice={action.notice} />}
      <QueryState loading={loading && !shown} error={error} retry={() => void refetch()} />
      {shown ? (
        <>
          <DataTable
            caption={intl.formatMessage({ id: 'bo.requests.caption' })}
            columns={columns}
            rows={shown.items}
            empty={intl.formatMessage({ id: 'bo.requests.empty' })}
            rowKey={(row) => row.id}
            busy={loading}
          />
          <Pager pageInfo={shown.pageInfo} onPage={setPage} label={intl.formatMessage({ id: 'bo.requests.pager' })} />
        </>
      ) : null}
      {Dialog && dialog ? (
        <Dialog
          key={`${dialog.kind}-${dialog.request.id}`}
          request={dialog.request}
          action={action}
          onCancel={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            void refetch();
          }}
        />
      ) : null}
    </>
  );
}
