// A labelled Formik textarea with its error in place (the form's rule or the server's), like
// TextField for longer text (a reason, a note). Used by the requests and reviews dialogs.
import { useId, type TextareaHTMLAttributes } from 'react';
import { useField } from 'formik';
import styles from './text-area-field.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: string;
  /** The server's message for this field, if it refused it. */
  serverError?: string;
  hint?: string;
}

export function TextAreaField({ name, label, serverError, hint, ...textarea }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
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
        rows={3}
        {...textarea}
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
