import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SortOption } from 'shared-contracts/graphql';
import styles from './SortSelect.module.css';

interface Props {
  options: Pick<SortOption, 'label' | 'value' | 'selected'>[];
  value: number | undefined;
  onChange: (value: number) => void;
}

export function SortSelect({ options, value, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  if (options.length === 0) return null;
  const current = value ?? options.find((o) => o.selected)?.value ?? options[0].value;
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{intl.formatMessage({ id: 'catalog.sort.label' })}</label>
      <select id={id} value={current} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
