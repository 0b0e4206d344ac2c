// Review of a bought product from the order detail: stars (required), optional title and
// comment, show-my-name; sent with addReview.
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { useMutation } from 'shared-contracts';
import { MAX_RATING, REVIEW_FIXED_FIELDS } from 'shared-contracts/rules';
import { AccountAddReviewDocument } from 'shared-contracts/graphql';
import { reviewSchema } from 'shared-contracts/forms';
import { firstErrorText } from '../auth/login-outcome';
import { TextAreaField } from '../common/TextAreaField';
import { TextField } from '../common/TextField';
import { useSchemaValidate } from '../common/useSchemaValidate';
import { useToast } from '../common/useToast';
import { useT } from '../common/useT';
import buttons from '../common/Button.module.css';
import fieldStyles from '../common/FormField.module.css';
import { FieldError } from '../common/FieldError';
import styles from './OrderItemReview.module.css';

interface ReviewValues {
  rating: number | null;
  title: string;
  reviewText: string;
  customerNameShow: boolean;
}

const EMPTY: ReviewValues = { rating: null, title: '', reviewText: '', customerNameShow: true };
const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

export function OrderItemReview({ productId, productName }: { productId: number; productName: string }) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const validate = useSchemaValidate(reviewSchema);
  const [addReview] = useMutation(AccountAddReviewDocument);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) return <p className={styles.sent}>{t('ui.review.submit_success')}</p>;
  if (!open) {
    return (
      <button type="button" className={buttons.link} onClick={() => setOpen(true)} aria-label={t('account.review.openNamed', { product: productName })}>
        {t('account.review.open')}
      </button>
    );
  }

  const submit = async (values: ReviewValues, helpers: FormikHelpers<ReviewValues>) => {
    try {
      const { data } = await addReview({
        variables: {
          productId,
          review: {
            rating: values.rating ?? 0,
            title: values.title.trim() || null,
            reviewText: values.reviewText.trim() || null,
            customerNameShow: values.customerNameShow,
            ...REVIEW_FIXED_FIELDS,
          },
        },
      });
      const response = data?.addReview;
      if (response?.success) {
        toast('success', t('ui.review.submit_success'));
        setSent(true);
        return;
      }
      toast('error', firstErrorText(response?.errors) ?? (response?.message || t('ui.review.submit_error')));
    } catch {
      toast('error', t('ui.review.submit_error'));
    }
    helpers.setSubmitting(false);
  };

  return (
    <Formik<ReviewValues> initialValues={EMPTY} validate={validate} onSubmit={submit}>
      {({ values, errors, touched, isSubmitting, setFieldValue }) => (
        <Form noValidate className={styles.form} aria-label={t('account.review.formNamed', { product: productName })}>
          <fieldset className={styles.stars}>
            <legend className={fieldStyles.label}>{t('account.review.rating')}</legend>
            {STARS.map((n) => (
              <label key={n} className={n <= (values.rating ?? 0) ? styles.starOn : styles.star}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={n}
                  checked={values.rating === n}
                  onChange={() => void setFieldValue('rating', n)}
                  aria-label={t('account.review.stars', { count: n })}
                />
                <span aria-hidden="true">★</span>
              </label>
            ))}
            {touched.rating && errors.rating ? <FieldError message={errors.rating} /> : null}
          </fieldset>
          <TextField name="title" label={t('account.review.title')} maxLength={200} />
          <TextAreaField name="reviewText" label={t('account.review.text')} maxLength={2000} />
          <label className={fieldStyles.checkbox}>
            <Field type="checkbox" name="customerNameShow" />
            {t('account.review.showName')}
          </label>
          <div className={styles.actions}>
            <button type="submit" className={buttons.secondary} disabled={isSubmitting}>
              {t('account.review.submit')}
            </button>
            <button type="button" className={buttons.link} onClick={() => setOpen(false)}>
              {t('account.common.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
