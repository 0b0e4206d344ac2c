// A labelled Formik text input with its validation message.
import { useField } from 'formik';
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import styles from './FormField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: string;
  /** Rewrites what was typed before it is stored (e.g. phone formatting). */
  format?: (raw: string) => string;
}

export function TextField({ name, label, hint, format, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? hintId : null, showError ? errorId : null].filter(Boolean).join(' ') || undefined;

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (format) void helpers.setValue(format(e.target.value));
    else field.onChange(e);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...inputProps}
        {...field}
        value={field.value ?? ''}
        onChange={handleChange}
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {showError ? (
        <span id={errorId} className={styles.error} role="alert">
          {String(meta.error)}
        </span>
      ) : null}
    </div>
  );
}
