// A labelled Formik select with its error in place (the form's rule or the server's).
import { useId } from 'react';
import { useField } from 'formik';
import styles from './staff.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: SelectOption[];
  /** The empty first choice ("choose ..."), if any. */
  placeholder?: string;
  serverError?: string;
}

export function SelectField({ name, label, options, placeholder, serverError }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = (meta.touched && meta.error) || serverError;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field} value={field.value ?? ''} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
