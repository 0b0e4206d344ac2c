// A group of checkboxes bound to one Formik array field (e.g. the statuses to filter by, the
// lines to ship): a fieldset with its legend, an optional hint and the group's error in place.
import { useId } from 'react';
import { Field, useField } from 'formik';
import styles from './order-form.module.css';

export interface Choice {
  value: string;
  label: string;
}

export function ChoiceGroup({ name, legend, choices, hint, serverError }: { name: string; legend: string; choices: Choice[]; hint?: string; serverError?: string }) {
  const [, meta] = useField<string[]>(name);
  const id = useId();
  const error = (meta.touched && typeof meta.error === 'string' && meta.error) || serverError;
  return (
    <fieldset className={styles.choices} aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.choiceList}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <Field type="checkbox" name={name} value={choice.value} />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
