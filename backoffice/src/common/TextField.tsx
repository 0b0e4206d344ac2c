// A labelled Formik input with its error in place (FieldFrame).
import type { InputHTMLAttributes } from 'react';
import { FieldFrame, useFramedField, type FramedFieldProps } from './FieldFrame';

export type TextFieldProps = FramedFieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

export function TextField({ name, label, serverError, hint, ...input }: TextFieldProps) {
  const { id, error, control } = useFramedField({ name, label, serverError, hint });
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy, ...rest } = control;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error || undefined}>
      <input {...rest} {...input} aria-invalid={invalid} aria-describedby={describedBy} />
    </FieldFrame>
  );
}
