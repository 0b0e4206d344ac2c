// The review moderation queue: reviews of a status (pending first, oldest first, as the API
// orders them), paged by the API; each approved or rejected behind its confirmation.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { type ReviewStatus, type StaffReviewPartsFragment } from 'shared-contracts/admin';
import { BackofficeReviewsDocument } from 'shared-contracts/admin/documents/reviews';
import { DataTable } from '../common/DataTable';
import { Pager } from '../common/Pager';
import { QueryState } from '../common/QueryState';
import { ResultNotice } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { ApproveReviewDialog } from './ApproveReviewDialog';
import { RejectReviewDialog } from './RejectReviewDialog';
import type { ReviewDialogKind } from './review-dialog';
import { ReviewStatusFilter } from './ReviewStatusFilter';
import { useReviewColumns } from './useReviewColumns';
import styles from './reviews.module.css';

export const REVIEWS_PAGE_SIZE = 25;

export function ReviewModerationScreen() {
  const intl = useIntl();
  const [status, setStatus] = useState<ReviewStatus>('PENDING');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(BackofficeReviewsDocument, {
    variables: { status, page, pageSize: REVIEWS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const shown = (data ?? previousData)?.reviews;

  const action = useStaffAction();
  const { setNotice } = action;
  const [dialog, setDialog] = useState<{ kind: ReviewDialogKind; review: StaffReviewPartsFragment } | null>(null);
  const open = useCallback(
    (kind: ReviewDialogKind, review: StaffReviewPartsFragment) => {
      setNotice(null);
      setDialog({ kind, review });
    },
    [setNotice],
  );
  const columns = useReviewColumns(open);
  const Dialog = dialog?.kind === 'approve' ? ApproveReviewDialog : RejectReviewDialog;

  return (
    <>
      <h1>{intl.formatMessage({ id: 'bo.reviews.title' })}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'bo.reviews.intro' })}</p>
      <ReviewStatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {dialog ? null : <ResultNotice notice={action.notice} />}
      <QueryState loading={loading && !shown} error={error} retry={() => void refetch()} />
      {shown ? (
        <>
          <DataTable
            caption={intl.formatMessage({ id: 'bo.reviews.caption' })}
            columns={columns}
            rows={shown.items}
            empty={intl.formatMessage({ id: 'bo.reviews.empty' })}
            rowKey={(row) => row.id}
            busy={loading}
          />
          <Pager pageInfo={shown.pageInfo} onPage={setPage} label={intl.formatMessage({ id: 'bo.reviews.pager' })} />
        </>
      ) : null}
      {dialog ? (
        <Dialog
          key={`${dialog.kind}-${dialog.review.id}`}
          review={dialog.review}
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
