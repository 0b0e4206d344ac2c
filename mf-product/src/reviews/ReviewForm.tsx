// Writing a review (logged-in customers only; visitors see ui.review.login_warning with a login
// link). The star rating is required (ui.review.rating_required, the shared reviewSchema);
// sizeNumber and comfort are fixed (REVIEW_FIXED_FIELDS). Success toasts the server's message or
// ui.review.submit_success and reloads the list and the product's review count; failure toasts
// the server's message or ui.review.submit_error (section 8).
import { ErrorMessage, Field, Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { useMutation, EVENTS, useIntlLanguage, Link, localizePath, loginRedirectPath } from 'shared-contracts';
import { REVIEW_FIXED_FIELDS } from 'shared-contracts/rules';
import { ProductAddReviewDocument, ProductDetailsDocument, ProductReviewsDocument } from 'shared-contracts/graphql';
import { reviewSchema, toFormikValidate } from 'shared-contracts/forms';
import { useIsRegisteredCustomer } from '../common/useCustomer';
import { StarRatingInput } from './StarRatingInput';
import styles from './ReviewForm.module.css';

interface ReviewValues {
  rating: number;
  title: string;
  reviewText: string;
  customerNameShow: boolean;
}

const EMPTY: ReviewValues = { rating: 0, title: '', reviewText: '', customerNameShow: true };

export function ReviewForm({ productId, seName }: { productId: number; seName: string }) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const dispatch = useDispatch();
  const headingId = useId();
  const canWrite = useIsRegisteredCustomer();
  const [addReview] = useMutation(ProductAddReviewDocument);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  async function onSubmit(values: ReviewValues, helpers: FormikHelpers<ReviewValues>) {
    const review = {
      rating: values.rating,
      title: values.title.trim() || null,
      reviewText: values.reviewText.trim() || null,
      customerNameShow: values.customerNameShow,
      ...REVIEW_FIXED_FIELDS,
    };
    try {
      const { data } = await addReview({
        variables: { productId, review },
        // Only an accepted review changes the list and the count.
        refetchQueries: (result) => (result.data?.addReview.success ? [ProductReviewsDocument, ProductDetailsDocument] : []),
      });
      const result = data?.addReview;
      if (!result?.success) {
        dispatch(EVENTS.toastShown({ kind: 'error', message: result?.errors[0]?.message || result?.message || 'ui.review.submit_error' }));
        return;
      }
      dispatch(EVENTS.toastShown({ kind: 'success', message: result.message || 'ui.review.submit_success' }));
      helpers.resetForm();
    } catch (error) {
      console.error('[mf-product] addReview failed', error);
      dispatch(EVENTS.toastShown({ kind: 'error', message: 'ui.review.submit_error' }));
    }
  }

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t('product.reviews.form.title')}
      </h3>
      {!canWrite ? (
        <p className={styles.warning}>
          {t('ui.review.login_warning')}{' '}
          <Link to={localizePath(loginRedirectPath(localizePath(`/${seName}`, language)), language)}>{t('product.reviews.form.login')}</Link>
        </p>
      ) : (
        <Formik initialValues={EMPTY} validate={toFormikValidate(reviewSchema, t)} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate className={styles.fields}>
              <StarRatingInput name="rating" />
              <label className={styles.field}>
                <span className={styles.label}>{t('product.reviews.form.reviewTitle')}</span>
                <Field name="title" maxLength={200} />
                <ErrorMessage name="title" component="span" className={styles.error} />
              </label>
              <label className={styles.field}>
                <span className={styles.label}>{t('product.reviews.form.text')}</span>
                <Field as="textarea" name="reviewText" rows={4} maxLength={2000} />
                <ErrorMessage name="reviewText" component="span" className={styles.error} />
              </label>
              <label className={styles.check}>
                <Field type="checkbox" name="customerNameShow" />
                <span>{t('product.reviews.form.showName')}</span>
              </label>
              <button type="submit" className={styles.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
                {t(isSubmitting ? 'product.reviews.form.sending' : 'product.reviews.form.submit')}
              </button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
