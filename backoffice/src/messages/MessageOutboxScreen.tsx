// The outbox: messages to shoppers by state (failed ones first, as that is why staff come here)
// and recipient, newest first as the API orders them, paged by the API. A failed, dead or sent
// message may be sent again (a new copy) by those allowed to.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { type StaffMessagePartsFragment } from 'shared-contracts/admin';
import { BackofficeMessagesDocument } from 'shared-contracts/admin/documents/customers';
import { DataTable } from '../common/DataTable';
import { Pager } from '../common/Pager';
import { QueryState } from '../common/QueryState';
import { ResultNotice } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { MessageFilters, type MessageFilterValues } from './MessageFilters';
import { ResendMessageDialog } from './ResendMessageDialog';
import { useMessageColumns } from './useMessageColumns';
import styles from './messages.module.css';

export const MESSAGES_PAGE_SIZE = 25;

export function MessageOutboxScreen() {
  const intl = useIntl();
  const [filters, setFilters] = useState<MessageFilterValues>({ state: 'failed', recipient: '' });
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(BackofficeMessagesDocument, {
    variables: { state: filters.state, recipient: filters.recipient || null, page, pageSize: MESSAGES_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const shown = (data ?? previousData)?.messages;

  const action = useStaffAction();
  const { setNotice } = action;
  const [resending, setResending] = useState<StaffMessagePartsFragment | null>(null);
  const openResend = useCallback(
    (message: StaffMessagePartsFragment) => {
      setNotice(null);
      setResending(message);
    },
    [setNotice],
  );
  const columns = useMessageColumns(openResend);

  return (
    <>
      <h1>{intl.formatMessage({ id: 'bo.messages.title' })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'bo.messages.intro' })}</p>
      <MessageFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {resending ? null : <ResultNotice notice={action.notice} />}
      <QueryState loading={loading && !shown} error={error} retry={() => void refetch()} />
      {shown ? (
        <>
          <DataTable
            caption={intl.formatMessage({ id: 'bo.messages.caption' })}
            columns={columns}
            rows={shown.items}
            empty={intl.formatMessage({ id: 'bo.messages.empty' })}
            rowKey={(row) => row.id}
            busy={loading}
          />
          <Pager pageInfo={shown.pageInfo} onPage={setPage} label={intl.formatMessage({ id: 'bo.messages.pager' })} />
        </>
      ) : null}
      {resending ? (
        <ResendMessageDialog
          key={resending.id}
          message={resending}
          action={action}
          onCancel={() => setResending(null)}
          onDone={() => {
            setResending(null);
            void refetch();
          }}
        />
      ) : null}
    </>
  );
}
