// A labelled Formik textarea with its error in place (FieldFrame), for longer text: a reason, a note.
import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFramedField, type FramedFieldProps } from './FieldFrame';

export type TextAreaFieldProps = FramedFieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

export function TextAreaField({ name, label, serverError, hint, ...textarea }: TextAreaFieldProps) {
  const { id, error, control } = useFramedField({ name, label, serverError, hint });
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy, ...rest } = control;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error || undefined}>
      <textarea rows={3} {...rest} {...textarea} aria-invalid={invalid} aria-describedby={describedBy} />
    </FieldFrame>
  );
}
