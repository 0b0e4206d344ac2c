// What every labelled form control of the account shares: the label bound to the control, an
// optional hint and the validation message, both named by the control's aria-describedby
// (fieldDescription gives the ids).
import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import styles from './FormField.module.css';

export interface FieldFrameProps {
  /** The control's id. */
  id: string;
  label: string;
  hint?: string;
  /** The message to show, or nothing while the field is valid or untouched. */
  error?: unknown;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}

/** The control's aria-describedby for its hint and error (undefined when neither shows). */
export function fieldDescription(id: string, hint: string | undefined, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldFrame({ id, label, hint, error, className = styles.field, labelClassName = styles.label, children }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
    </div>
  );
}
