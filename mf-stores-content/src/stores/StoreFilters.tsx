import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { StoreFilterState } from './store-filters';
import styles from './StoreFilters.module.css';

interface Props {
  filters: StoreFilterState;
  options: { countries: string[]; cities: string[]; townships: string[] };
  onChange: (level: keyof StoreFilterState, value: string) => void;
}

export function StoreFilters({ filters, options, onChange }: Props) {
  const intl = useIntl();
  const id = useId();
  const all = intl.formatMessage({ id: 'stores.all' });
  const select = (level: keyof StoreFilterState, labelId: string, values: string[], disabled = false) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${level}`}>{intl.formatMessage({ id: labelId })}</label>
      <select id={`${id}-${level}`} value={filters[level]} disabled={disabled} onChange={(event) => onChange(level, event.target.value)}>
        <option value="">{all}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>{intl.formatMessage({ id: 'stores.filters' })}</legend>
      {select('country', 'stores.country', options.countries)}
      {select('city', 'stores.city', options.cities)}
      {select('township', 'stores.township', options.townships, !filters.city)}
    </fieldset>
  );
}
