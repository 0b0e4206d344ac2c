// A small calculator form: one measurement in, a suggested size (or a clear message) out.
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { parseMeasure, type SizeResult } from './size-guides';
import styles from './SizeFinder.module.css';

interface Props {
  label: string;
  /** Extra controls above the input (the ring calculator's measurement kind). */
  children?: ReactNode;
  calculate: (value: number) => SizeResult;
  resultText: (value: number) => string;
  unit: 'cm' | 'mm';
}

export function SizeCalculator({ label, children, calculate, resultText, unit }: Props) {
  const intl = useIntl();
  const id = useId();
  const [raw, setRaw] = useState('');
  const [result, setResult] = useState<SizeResult | null>(null);
  const format = (value: number) => intl.formatMessage({ id: unit === 'cm' ? 'size.cm' : 'size.mm' }, { value: intl.formatNumber(value) });

  let message: string | null = null;
  if (result?.status === 'ok') message = resultText(result.value);
  else if (result?.status === 'invalid') message = intl.formatMessage({ id: 'size.invalid' }, { min: intl.formatNumber(result.min), max: intl.formatNumber(result.max) });
  else if (result?.status === 'tooSmall') message = intl.formatMessage({ id: 'size.tooSmall' }, { value: unit === 'mm' ? result.value : format(result.value) });
  else if (result?.status === 'tooLarge') message = intl.formatMessage({ id: 'size.tooLarge' }, { value: unit === 'mm' ? result.value : format(result.value) });

  return (
    <form
      className={styles.calculator}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setResult(calculate(parseMeasure(raw)));
      }}
    >
      <h2 id={`${id}-title`} className={styles.calculatorTitle}>
        {intl.formatMessage({ id: 'size.calculator' })}
      </h2>
      {children}
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={raw}
          aria-invalid={result?.status === 'invalid' ? true : undefined}
          aria-describedby={`${id}-result`}
          onChange={(event) => setRaw(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.button}>
        {intl.formatMessage({ id: 'size.calculate' })}
      </button>
      <p id={`${id}-result`} role="status" className={result?.status === 'ok' ? styles.result : styles.message}>
        {message}
      </p>
    </form>
  );
}
