// Applies a finished dry run: its file is queued again as a real run, which writes the prices and
// stock to the shop. Confirmed first; then the new run's page follows its progress.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { type FeedRunPartsFragment } from 'shared-contracts/admin';
import { BackofficeApplyFeedRunDocument } from 'shared-contracts/admin/documents/catalogue';
import { paths } from '../app/backoffice-routes';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ResultNotice } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';

export function ApplyFeedRunButton({ run }: { run: FeedRunPartsFragment }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { run: act, notice, busy } = useStaffAction();
  const [apply] = useMutation(BackofficeApplyFeedRunDocument);

  const confirm = async () => {
    const result = await act(() => apply({ variables: { id: run.id } }), (d) => d.applyFeedRun);
    setOpen(false);
    if (result?.success && result.feedRun) navigate(paths.feedRun(result.feedRun.id));
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} disabled={busy}>
        <FormattedMessage id="bo.catalogue.apply.button" />
      </button>
      <ResultNotice notice={notice} />
      {open ? (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'bo.catalogue.apply.title' }, { id: String(run.id) })}
          confirmLabel={intl.formatMessage({ id: 'bo.catalogue.apply.confirm' })}
          onConfirm={() => void confirm()}
          onCancel={() => setOpen(false)}
          busy={busy}
        >
          <p>
            <FormattedMessage
              id="bo.catalogue.apply.body"
              values={{ updatedRows: run.updatedRows, updatedText: intl.formatNumber(run.updatedRows), errorRows: run.errorRows, errorText: intl.formatNumber(run.errorRows) }}
            />
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
