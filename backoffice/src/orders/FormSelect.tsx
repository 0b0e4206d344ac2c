// A labelled Formik select with its error in place (the form's rule or the server's), tied to the
// select by aria-describedby, like TextField for inputs.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useField } from 'formik';
import styles from './order-form.module.css';

export interface FormSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: string;
  serverError?: string;
  children: ReactNode;
}

export function FormSelect({ name, label, serverError, children, ...select }: FormSelectProps) {
  const [field, meta] = useField(name);
  const id = useId();
  const error = (meta.touched && meta.error) || serverError;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field} value={field.value ?? ''} {...select} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {children}
      </select>
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
