// The customer search: a name, e-mail or phone, at least 2 characters (checked in place). The
// term goes into the address (?q=), so a search can be reloaded and shared.
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../common/TextField';
import { zodValidate } from '../common/zod-formik';
import { customerSearchRules } from './customer-rules';
import styles from './customers.module.css';

export function CustomerSearchForm({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Formik initialValues={{ q: term }} enableReinitialize validate={zodValidate(customerSearchRules, t)} onSubmit={(values) => onSearch(values.q.trim())}>
      <Form noValidate role="search" aria-label={t('bo.customers.search_form')} className={styles.search}>
        <TextField name="q" type="search" label={t('bo.customers.search')} autoComplete="off" spellCheck={false} />
        <button type="submit" className={styles.searchButton}>
          <FormattedMessage id="bo.common.search" />
        </button>
      </Form>
    </Formik>
  );
}
