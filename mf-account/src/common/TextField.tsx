// A labelled Formik text input with its validation message.
import { useField } from 'formik';
import { useId, useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import type { FormattedInput } from 'shared-contracts/forms';
import { FieldFrame, fieldDescription } from './FieldFrame';
import styles from './FormField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  name: string;
  label: string;
  hint?: string;
  /** Rewrites what was typed before it is stored (e.g. phone formatting). */
  format?: (raw: string) => string;
  /** Like format, and also says where the caret goes (so edits in the middle keep it there). */
  formatInput?: (raw: string, caret: number) => FormattedInput;
}

export function TextField({ name, label, hint, format, formatInput, type = 'text', ...inputProps }: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;

  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<FormattedInput | null>(null);

  // React puts the caret at the end when it rewrites the value; put it back where the edit was.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const pending = pendingCaret.current;
    pendingCaret.current = null;
    if (!input || !pending || input.value !== pending.value || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(pending.caret, pending.caret);
  }, [field.value]);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (formatInput) {
      const { value, selectionStart } = e.target;
      const formatted = formatInput(value, selectionStart ?? value.length);
      pendingCaret.current = formatted;
      void helpers.setValue(formatted.value);
    } else if (format) void helpers.setValue(format(e.target.value));
    else field.onChange(e);
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        {...inputProps}
        {...field}
        value={field.value ?? ''}
        onChange={handleChange}
        ref={inputRef}
        id={id}
        type={type}
        className={styles.input}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={fieldDescription(id, hint, error)}
      />
    </FieldFrame>
  );
}
