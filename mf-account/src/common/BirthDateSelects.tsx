// Day / month / year selects bound to numeric Formik fields (null when not chosen). Years run
// from now-10 down to now-100 (section 5).
import { useField } from 'formik';
import { useId } from 'react';
import { birthYearBounds } from 'shared-contracts/forms';
import { FieldFrame } from './FieldFrame';
import { useT } from './useT';
import styles from './BirthDateSelects.module.css';
import fieldStyles from './FormField.module.css';

const range = (from: number, to: number) => {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
};

function NumberSelect({ name, label, options, allowEmpty }: { name: string; label: string; options: number[]; allowEmpty: boolean }) {
  const [field, meta, helpers] = useField<number | null>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <FieldFrame id={id} label={label} error={error} className={styles.part} labelClassName={styles.partLabel}>
      <select
        id={id}
        name={name}
        className={fieldStyles.select}
        value={field.value ?? ''}
        onChange={(e) => void helpers.setValue(e.target.value === '' ? null : Number(e.target.value))}
        onBlur={field.onBlur}
        aria-invalid={Boolean(error) || undefined}
      >
        {allowEmpty || field.value == null ? <option value="">{label}</option> : null}
        {options.map((n) => (
          <option key={n} value={n}>
            {String(n).padStart(name.endsWith('Year') ? 4 : 2, '0')}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface BirthDateSelectsProps {
  legend: string;
  /** Field name prefix: `${prefix}Day`, `${prefix}Month`, `${prefix}Year`. */
  prefix?: string;
  allowEmpty?: boolean;
  now?: Date;
}

export function BirthDateSelects({ legend, prefix = 'dateOfBirth', allowEmpty = true, now }: BirthDateSelectsProps) {
  const t = useT();
  const bounds = birthYearBounds(now);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.parts}>
        <NumberSelect name={`${prefix}Day`} label={t('account.register.day')} options={range(1, 31)} allowEmpty={allowEmpty} />
        <NumberSelect name={`${prefix}Month`} label={t('account.register.month')} options={range(1, 12)} allowEmpty={allowEmpty} />
        <NumberSelect name={`${prefix}Year`} label={t('account.register.year')} options={range(bounds.max, bounds.min)} allowEmpty={allowEmpty} />
      </div>
    </fieldset>
  );
}
