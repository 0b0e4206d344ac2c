// Uploads the ERP's price and stock file: read in the browser (File.text()) and sent as text to
// startPriceFeed. A dry run (the default) only reports; a real run writes prices and stock to
// the shop, so it is confirmed first. The answer is the queued run: its page follows progress.
import { useId, useState } from 'react';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { BackofficeStartPriceFeedDocument } from 'shared-contracts/admin/documents/catalogue';
import { paths } from '../app/backoffice-routes';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ResultNotice, fieldError } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { zodValidate } from '../common/zod-formik';
import { feedUploadRules } from './catalogue-rules';
import { FeedFormatHelp } from './FeedFormatHelp';
import styles from './catalogue.module.css';

interface UploadValues {
  file: File | null;
  dryRun: boolean;
}

interface ReadFile {
  csv: string;
  fileName: string;
  dryRun: boolean;
}

export function PriceFeedUploadForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const headingId = useId();
  const fileId = useId();
  const dryRunId = useId();
  const { run, notice, busy } = useStaffAction();
  const [start] = useMutation(BackofficeStartPriceFeedDocument);
  /** A real run read and waiting for its confirmation. */
  const [pending, setPending] = useState<ReadFile | null>(null);

  const send = async ({ csv, fileName, dryRun }: ReadFile) => {
    const result = await run(() => start({ variables: { csv, fileName, dryRun } }), (d) => d.startPriceFeed);
    setPending(null);
    if (result?.success && result.feedRun) navigate(paths.feedRun(result.feedRun.id));
  };

  const onSubmit = async (values: UploadValues, helpers: FormikHelpers<UploadValues>) => {
    if (!values.file) return;
    let csv: string;
    try {
      csv = await values.file.text();
    } catch {
      helpers.setFieldError('file', t('bo.catalogue.feed.file_unreadable'));
      return;
    }
    // A file of blanks only is as empty as a file of no bytes.
    if (!csv.trim()) {
      helpers.setFieldError('file', t('bo.catalogue.feed.file_empty'));
      return;
    }
    const read = { csv, fileName: values.file.name, dryRun: values.dryRun };
    if (values.dryRun) await send(read);
    else setPending(read);
  };

  const serverFileError = fieldError(notice, 'csv');

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.catalogue.feed.title" />
      </h2>
      <FeedFormatHelp />
      <Formik<UploadValues> initialValues={{ file: null, dryRun: true }} validate={zodValidate(feedUploadRules, t)} onSubmit={onSubmit}>
        {({ errors, touched, setFieldValue, setFieldTouched, isSubmitting }) => {
          const error = (touched.file && errors.file) || serverFileError;
          return (
            <Form noValidate aria-labelledby={headingId}>
              <div className={styles.field}>
                <label htmlFor={fileId}>
                  <FormattedMessage id="bo.catalogue.feed.file" />
                </label>
                <input
                  id={fileId}
                  name="file"
                  type="file"
                  accept=".csv,text/csv"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${fileId}-error` : undefined}
                  onChange={(event) => {
                    // Checked as soon as it is chosen: a wrong file is refused in place.
                    void setFieldTouched('file', true, false);
                    void setFieldValue('file', event.currentTarget.files?.[0] ?? null, true);
                  }}
                />
                {error ? (
                  <span id={`${fileId}-error`} className={styles.error}>
                    {String(error)}
                  </span>
                ) : null}
              </div>
              <div className={styles.check}>
                <Field id={dryRunId} type="checkbox" name="dryRun" />
                <label htmlFor={dryRunId}>
                  <FormattedMessage id="bo.catalogue.feed.dry_run" />
                </label>
              </div>
              <p className={styles.hint}>
                <FormattedMessage id="bo.catalogue.feed.dry_run_hint" />
              </p>
              <button type="submit" disabled={busy || isSubmitting}>
                <FormattedMessage id="bo.catalogue.feed.submit" />
              </button>
            </Form>
          );
        }}
      </Formik>
      <ResultNotice notice={notice} />
      {pending ? (
        <ConfirmDialog
          title={t('bo.catalogue.feed.confirm_title')}
          confirmLabel={t('bo.catalogue.feed.confirm')}
          onConfirm={() => void send(pending)}
          onCancel={() => setPending(null)}
          busy={busy}
        >
          <p>
            <FormattedMessage id="bo.catalogue.feed.confirm_body" values={{ fileName: pending.fileName }} />
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
