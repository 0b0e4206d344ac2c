// Contact form (name, email, subject, message) with the shared zod rule; sendContactUs answers
// status 'Successful' (toast with the result text or ui.contact.success), anything else is an
// error toast with the result text or ui.contact.error (section 8).
import { Formik, Form, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { EVENTS, useMutation } from 'shared-contracts';
import { StoresContentSendContactUsDocument } from 'shared-contracts/graphql';
import { contactSchema, toFormikValidate } from 'shared-contracts/forms';
import { headingTag, type HeadingLevel } from '../home/blocks/types';
import { FormField } from './FormField';
import styles from './ContactForm.module.css';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };
/** Server field names back to the form's. */
const FIELD_OF: Record<string, keyof ContactValues> = { fullName: 'name', firstName: 'name', lastName: 'name', email: 'email', subject: 'subject', body: 'message' };

export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

interface Props {
  title?: string;
  intro?: string;
  headingLevel?: HeadingLevel | 1;
}

export function ContactForm({ title, intro, headingLevel = 2 }: Props) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const headingId = useId();
  const [send] = useMutation(StoresContentSendContactUsDocument);
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const Heading = headingLevel === 1 ? 'h1' : headingTag(headingLevel);

  async function onSubmit(values: ContactValues, helpers: FormikHelpers<ContactValues>) {
    const parsed = contactSchema.parse(values);
    try {
      const { data } = await send({
        variables: { input: { body: parsed.message, email: parsed.email, fullName: parsed.name, ...splitName(parsed.name), subject: parsed.subject } },
      });
      const result = data?.sendContactUs;
      if (result?.status === 'Successful') {
        dispatch(EVENTS.toastShown({ kind: 'success', message: result.result || 'ui.contact.success' }));
        helpers.resetForm();
        return;
      }
      const fieldErrors: Partial<Record<keyof ContactValues, string>> = {};
      for (const error of result?.errors ?? []) {
        const field = error.field ? FIELD_OF[error.field] : undefined;
        if (field && !fieldErrors[field]) fieldErrors[field] = error.message;
      }
      helpers.setErrors(fieldErrors);
      dispatch(EVENTS.toastShown({ kind: 'error', message: result?.result || 'ui.contact.error' }));
    } catch (error) {
      console.error('[mf-stores-content] sendContactUs failed', error);
      dispatch(EVENTS.toastShown({ kind: 'error', message: 'ui.contact.error' }));
    }
  }

  return (
    <section className={styles.contact} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title || t('contact.title')}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
      <Formik initialValues={EMPTY} validate={toFormikValidate(contactSchema, t)} onSubmit={onSubmit}>
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <FormField name="name" label={t('contact.name')} autoComplete="name" />
            <FormField name="email" label={t('contact.email')} type="email" autoComplete="email" />
            <FormField name="subject" label={t('contact.subject')} />
            <FormField name="message" label={t('contact.message')} multiline />
            <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
              {t(isSubmitting ? 'contact.sending' : 'contact.send')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
