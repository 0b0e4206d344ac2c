// A labelled Formik field with its error, linked for screen readers.
import type { ReactNode } from 'react';
import { useField } from 'formik';
import styles from './FormField.module.css';

export interface FormFieldProps {
  name: string;
  label: string;
  type?: string;
  as?: 'input' | 'textarea' | 'select';
  children?: ReactNode;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  maxLength?: number;
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Rewrites the typed value (masks); receives the previous value too. */
  format?: (value: string, previous: string) => string;
  /** Turns the raw value into the form value (e.g. a select's id into a number). */
  parse?: (value: string) => unknown;
  onValueChange?: (value: string) => void;
}

export function FormField({ name, label, type = 'text', as = 'input', children, format, parse, onValueChange, ...rest }: FormFieldProps) {
  const [field, meta, helpers] = useField<string | number>(name);
  const id = `mf-cc-field-${name}`;
  const errorId = `${id}-error`;
  const showError = meta.touched && meta.error;
  const common = {
    id,
    name,
    value: field.value ?? '',
    onBlur: field.onBlur,
    'aria-invalid': showError ? true : undefined,
    'aria-describedby': showError ? errorId : undefined,
    className: styles.control,
    ...rest,
  };
  const onChange = (raw: string) => {
    const value = format ? format(raw, String(field.value ?? '')) : raw;
    void helpers.setValue((parse ? parse(value) : value) as string | number);
    onValueChange?.(value);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {as === 'textarea' ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : as === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {showError ? (
        <p id={errorId} className={styles.error} role="alert">
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}
