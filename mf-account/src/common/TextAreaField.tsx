// A labelled Formik textarea with its validation message.
import { useField } from 'formik';
import { useId, type TextareaHTMLAttributes } from 'react';
import styles from './FormField.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
}

export function TextAreaField({ name, label, rows = 3, ...props }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const showError = Boolean(meta.touched && meta.error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea {...props} {...field} value={field.value ?? ''} id={id} rows={rows} className={styles.input} aria-invalid={showError || undefined} aria-describedby={showError ? `${id}-error` : undefined} />
      {showError ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {String(meta.error)}
        </span>
      ) : null}
    </div>
  );
}
