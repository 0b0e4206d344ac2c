// A labelled Formik field with its error in place (the form's rule or the server's), tied to the
// input by aria-describedby so screen readers read it with the field.
import { useId, type InputHTMLAttributes } from 'react';
import { useField } from 'formik';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  /** The server's message for this field, if it refused it. */
  serverError?: string;
  hint?: string;
}

export function TextField({ name, label, serverError, hint, ...input }: TextFieldProps) {
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
      <input
        id={id}
        {...field}
        value={field.value ?? ''}
        {...input}
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
