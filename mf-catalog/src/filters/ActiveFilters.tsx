// The applied filters as removable chips, with "clear all": each removal loads at once.
import { useIntl } from 'react-intl';
import type { Filter } from 'shared-contracts/graphql';
import type { Selection } from '../listing/filter-selection';
import { countValues } from '../listing/filter-selection';
import styles from './ActiveFilters.module.css';

interface Props {
  selection: Selection;
  filters: Filter[];
  onRemove: (group: string, value: string) => void;
  onClearAll: () => void;
}

export function ActiveFilters({ selection, filters, onRemove, onClearAll }: Props) {
  const intl = useIntl();
  if (countValues(selection) === 0) return null;
  const nameOf = (group: string, value: string) => filters.find((f) => f.name === group)?.options.find((o) => o.seName === value)?.name ?? value;
  return (
    <div className={styles.active}>
      <ul aria-label={intl.formatMessage({ id: 'catalog.filter.active' })} className={styles.chips}>
        {Object.entries(selection).flatMap(([group, values]) =>
          values.map((value) => {
            const name = nameOf(group, value);
            return (
              <li key={`${group}|${value}`}>
                <button type="button" className={styles.chip} aria-label={intl.formatMessage({ id: 'catalog.filter.remove' }, { name })} onClick={() => onRemove(group, value)}>
                  {name}
                  <span aria-hidden="true" className={styles.x}>
                    ×
                  </span>
                </button>
              </li>
            );
          }),
        )}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        {intl.formatMessage({ id: 'catalog.filter.clearAll' })}
      </button>
    </div>
  );
}
