// Logging in: e-mail and password, then the authenticator's 6-digit code; a member without an
// authenticator enrols first (scan the QR code or type the key, then confirm with a code).
// After the login the staff member returns to the page they were on (?next=).
import { useState } from 'react';
import { Formik, Form } from 'formik';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type StaffLoginResultPartsFragment } from 'shared-contracts/admin';
import { BackofficeConfirmEnrolmentDocument, BackofficeLoginDocument, BackofficeVerifyTotpDocument } from 'shared-contracts/admin/documents/identity';
import { TextField } from '../common/TextField';
import { ResultNotice, fieldError } from '../common/ResultNotice';
import { useStaffAction } from '../common/useStaffAction';
import { zodValidate } from '../common/zod-formik';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { useStaffSession } from './staff-session';
import { codeStepRules, passwordStepRules } from './login-rules';
import { safeNextPath } from './next-path';
import styles from './login.module.css';

type Step = { kind: 'password' } | { kind: 'totp' } | { kind: 'enrol'; enrolment: NonNullable<StaffLoginResultPartsFragment['enrolment']> };

export function LoginScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { staff, refresh } = useStaffSession();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const { run, notice, busy } = useStaffAction();
  const [login] = useMutation(BackofficeLoginDocument);
  const [verify] = useMutation(BackofficeVerifyTotpDocument);
  const [confirm] = useMutation(BackofficeConfirmEnrolmentDocument);
  const next = safeNextPath(params.get('next'));
  const expired = params.get('expired') === '1';

  if (staff) return <Navigate to={next} replace />;

  const finish = async (result: StaffLoginResultPartsFragment | null) => {
    if (!result?.success) return;
    if (result.step === 'TOTP') setStep({ kind: 'totp' });
    else if (result.step === 'ENROL' && result.enrolment) setStep({ kind: 'enrol', enrolment: result.enrolment });
    else if (result.step === 'DONE') {
      await refresh();
      navigate(next, { replace: true, state: location.state });
    }
  };

  return (
    <main className={styles.page} id="main">
      <div className={styles.card}>
        <div className={styles.top}>
          <p className={styles.brand}>
            <FormattedMessage id="bo.layout.brand" />
          </p>
          <LanguageSwitch />
        </div>
        <h1>
          <FormattedMessage id={step.kind === 'enrol' ? 'bo.login.enrol_title' : 'bo.login.title'} />
        </h1>
        {expired && step.kind === 'password' ? (
          <p role="status" className={styles.expired}>
            <FormattedMessage id="bo.login.expired" />
          </p>
        ) : null}
        <ResultNotice notice={notice?.kind === 'result' && notice.outcome.success ? null : notice} />
        {step.kind === 'password' ? (
          <Formik
            initialValues={{ email: '', password: '' }}
            validate={zodValidate(passwordStepRules, t)}
            onSubmit={async (values) => finish(await run(() => login({ variables: { email: values.email.trim(), password: values.password } }), (d) => d.staffLogin))}
          >
            <Form noValidate aria-label={t('bo.login.title')}>
              <TextField name="email" type="email" label={t('bo.login.email')} autoComplete="username" serverError={fieldError(notice, 'email')} />
              <TextField name="password" type="password" label={t('bo.login.password')} autoComplete="current-password" serverError={fieldError(notice, 'password')} />
              <button type="submit" disabled={busy}>
                <FormattedMessage id="bo.login.submit" />
              </button>
            </Form>
          </Formik>
        ) : (
          <>
            {step.kind === 'enrol' ? (
              <div className={styles.enrol}>
                <p>
                  <FormattedMessage id="bo.login.enrol_help" />
                </p>
                <img src={step.enrolment.qrCodeDataUrl} alt={t('bo.login.qr_alt')} width={200} height={200} />
                <p>
                  <FormattedMessage id="bo.login.enrol_key" /> <code className={styles.secret}>{step.enrolment.secret}</code>
                </p>
              </div>
            ) : (
              <p>
                <FormattedMessage id="bo.login.totp_help" />
              </p>
            )}
            <Formik
              initialValues={{ code: '' }}
              validate={zodValidate(codeStepRules, t)}
              onSubmit={async (values) => {
                const code = values.code.trim();
                const result =
                  step.kind === 'enrol'
                    ? await run(() => confirm({ variables: { code } }), (d) => d.confirmStaffTotpEnrolment)
                    : await run(() => verify({ variables: { code } }), (d) => d.verifyStaffTotp);
                await finish(result);
              }}
            >
              <Form noValidate aria-label={t('bo.login.code_form')}>
                <TextField name="code" label={t('bo.login.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} serverError={fieldError(notice, 'code')} />
                <button type="submit" disabled={busy}>
                  <FormattedMessage id="bo.login.verify" />
                </button>
              </Form>
            </Formik>
          </>
        )}
      </div>
    </main>
  );
}
