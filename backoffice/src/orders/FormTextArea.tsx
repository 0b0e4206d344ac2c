// A labelled Formik textarea with its error in place (the form's rule or the server's).
import { useId, type TextareaHTMLAttributes } from 'react';
import { useField } from 'formik';
import styles from './order-form.module.css';

export interface FormTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: string;
  serverError?: string;
  hint?: string;
}

export function FormTextArea({ name, label, serverError, hint, ...area }: FormTextAreaProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const error = (meta.touched && meta.error) || serverError;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <textarea
        id={id}
        {...field}
        value={field.value ?? ''}
        {...area}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
      />
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
