// The required star rating of the review form: five radio buttons drawn as stars.
import { useField } from 'formik';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { MAX_RATING } from 'shared-contracts/rules';
import styles from './ReviewForm.module.css';

export function StarRatingInput({ name }: { name: string }) {
  const intl = useIntl();
  const errorId = useId();
  const [field, meta, helpers] = useField<number>(name);
  const [hover, setHover] = useState(0);
  const showError = meta.touched && Boolean(meta.error);
  const lit = hover || field.value;
  return (
    <fieldset className={styles.stars} aria-describedby={showError ? errorId : undefined} aria-invalid={showError || undefined} onMouseLeave={() => setHover(0)}>
      <legend className={styles.label}>{intl.formatMessage({ id: 'product.reviews.form.rating' })}</legend>
      <div className={styles.starRow}>
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((value) => (
          <label key={value} className={`${styles.star} ${value <= lit ? styles.lit : ''}`} onMouseEnter={() => setHover(value)}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={field.value === value}
              className={styles.starInput}
              onChange={() => {
                void helpers.setValue(value, true);
                void helpers.setTouched(true, false);
              }}
            />
            <span aria-hidden="true">★</span>
            <span className={styles.visuallyHidden}>{intl.formatMessage({ id: 'product.reviews.form.star' }, { value })}</span>
          </label>
        ))}
      </div>
      {showError && (
        <p id={errorId} role="alert" className={styles.error}>
          {meta.error}
        </p>
      )}
    </fieldset>
  );
}
