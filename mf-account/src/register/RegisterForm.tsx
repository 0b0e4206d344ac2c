// Registration form of section 3 with the REGISTER agreements; required agreements must be ticked.
import { useMutation } from 'shared-contracts';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { AccountEasyRegisterDocument, type AccountEasyRegisterMutation } from 'shared-contracts/graphql';
import { agreementsSchema, registrationSchema } from 'shared-contracts/forms';
import { useLoginMessages } from '../auth/useLoginMessages';
import { BirthDateSelects } from '../common/BirthDateSelects';
import { FormStatus, type FormMessage } from '../common/FormStatus';
import { PhoneField } from '../common/PhoneField';
import { TextField } from '../common/TextField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useT } from '../common/useT';
import { AgreementList, type AgreementTopic } from './AgreementList';
import { emptyRegistration, toRegisterInput, type RegistrationValues } from './registration-input';
import buttons from '../common/Button.module.css';
import styles from './RegisterFlow.module.css';

export type RegistrationResponse = AccountEasyRegisterMutation['easyRegister'];

export interface RegisterFormProps {
  topics: readonly AgreementTopic[];
  /** The response is handled by the flow; a returned text is shown as the form error. */
  onResponse: (response: RegistrationResponse, values: RegistrationValues) => string | null;
}

export function RegisterForm({ topics, onResponse }: RegisterFormProps) {
  const t = useT();
  const messages = useLoginMessages();
  const [register] = useMutation(AccountEasyRegisterDocument);
  const [status, setStatus] = useState<FormMessage>(null);
  const schema = useMemo(
    () => registrationSchema.extend({ agreements: agreementsSchema(topics.filter((topic) => topic.required).map((topic) => topic.systemName)) }),
    [topics],
  );
  const validate = useSchemaValidate(schema);
  const initialValues = useMemo(() => emptyRegistration(topics), [topics]);

  const submit = async (values: RegistrationValues) => {
    setStatus(null);
    try {
      const { data } = await register({ variables: { input: toRegisterInput(values, topics) } });
      if (!data) {
        setStatus({ kind: 'error', text: messages.unexpected() });
        return;
      }
      const error = onResponse(data.easyRegister, values);
      if (error) setStatus({ kind: 'error', text: error });
    } catch {
      setStatus({ kind: 'error', text: messages.unexpected() });
    }
  };

  return (
    <Formik<RegistrationValues> initialValues={initialValues} validate={validate} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form}>
          <div className={styles.row}>
            <TextField name="firstName" label={t('account.register.firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={t('account.register.lastName')} autoComplete="family-name" />
          </div>
          <TextField name="email" type="email" label={t('account.register.email')} autoComplete="email" />
          <PhoneField name="phone" label={t('account.register.phone')} />
          <BirthDateSelects legend={t('account.register.birthDate')} />
          <TextField name="password" type="password" label={t('account.register.password')} hint={t('account.login.passwordHint')} autoComplete="new-password" />
          <AgreementList topics={topics} />
          <FormStatus message={status} />
          <button type="submit" className={buttons.primary} disabled={isSubmitting}>
            {isSubmitting ? t('account.login.sending') : t('account.register.submit')}
          </button>
        </Form>
      )}
    </Formik>
  );
}
