// Opens a product's prices and stock page by its sku (a product or a variant sku).
import { useId } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../app/backoffice-routes';
import { TextField } from '../common/TextField';
import { zodValidate } from '../common/zod-formik';
import { productLookupRules } from './catalogue-rules';
import styles from './catalogue.module.css';

export function ProductLookupForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>
        <FormattedMessage id="bo.catalogue.lookup.title" />
      </h2>
      <Formik initialValues={{ sku: '' }} validate={zodValidate(productLookupRules, t)} onSubmit={(values) => navigate(paths.product(values.sku.trim()))}>
        <Form noValidate aria-labelledby={headingId} className={styles.inline}>
          <TextField name="sku" label={t('bo.catalogue.lookup.sku')} autoComplete="off" spellCheck={false} />
          <div className={styles.field}>
            <button type="submit">
              <FormattedMessage id="bo.catalogue.lookup.submit" />
            </button>
          </div>
        </Form>
      </Formik>
    </section>
  );
}
