import { useField } from 'formik';
import { useId } from 'react';
import styles from './ContactForm.module.css';

interface Props {
  name: string;
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
}

/** A labelled input with its error tied to it (aria-invalid, aria-describedby). */
export function FormField({ name, label, type = 'text', autoComplete, multiline = false }: Props) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(meta.touched && meta.error);
  const common = { id, ...field, required: true, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined, className: styles.input };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {invalid && (
        <p id={errorId} className={styles.error}>
          {meta.error}
        </p>
      )}
    </div>
  );
}
