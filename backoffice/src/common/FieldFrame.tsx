// What every labelled Formik field shares: its label, an optional hint, its error in place (the
// form's rule or the server's), tied to the control by aria-describedby so screen readers read
// them with it. TextField and TextAreaField put their control inside.
import { useId, type ReactNode } from 'react';
import { useField } from 'formik';
import styles from './text-field.module.css';

export interface FramedFieldProps {
  name: string;
  label: string;
  /** The server's message for this field, if it refused it. */
  serverError?: string;
  hint?: string;
}

/** The Formik field of `name` with the id and ARIA attributes its control needs. */
export function useFramedField({ name, serverError, hint }: FramedFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = (meta.touched && meta.error) || serverError;
  const control = {
    ...field,
    id,
    value: field.value ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
  };
  return { id, error, control };
}

export function FieldFrame({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
