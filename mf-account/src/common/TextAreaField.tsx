// A labelled Formik textarea with its validation message.
import { useField } from 'formik';
import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldDescription } from './FieldFrame';
import styles from './FormField.module.css';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> {
  name: string;
  label: string;
}

export function TextAreaField({ name, label, rows = 3, ...props }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea {...props} {...field} value={field.value ?? ''} id={id} rows={rows} className={styles.input} aria-invalid={Boolean(error) || undefined} aria-describedby={fieldDescription(id, undefined, error)} />
    </FieldFrame>
  );
}
