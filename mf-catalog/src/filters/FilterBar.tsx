// The filter dropdown row (900px and wider): one dropdown per filter group; one open at a time.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ListingAction, ListingState } from '../listing/listing-state';
import { isTicked, shownFilters } from '../listing/listing-state';
import { FilterDropdown } from './FilterDropdown';
import styles from './FilterBar.module.css';

interface Props {
  state: ListingState;
  dispatch: (action: ListingAction) => void;
}

export function FilterBar({ state, dispatch }: Props) {
  const intl = useIntl();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { filters, totalItems, counting } = shownFilters(state);
  if (filters.length === 0) return null;

  const close = () => {
    setOpenGroup(null);
    dispatch({ type: 'tempDiscard' });
  };
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'catalog.filter.label' })} className={styles.row}>
      {filters.map((filter) => (
        <FilterDropdown
          key={filter.name}
          filter={filter}
          open={openGroup === filter.name}
          activeCount={state.query.selection[filter.name]?.length ?? 0}
          isTicked={(value) => isTicked(state, filter.name, value)}
          totalItems={totalItems}
          counting={counting}
          onOpen={() => {
            // Ticks of another group that were never applied are forgotten.
            dispatch({ type: 'tempDiscard' });
            setOpenGroup(filter.name);
          }}
          onClose={close}
          onToggle={(value) => dispatch({ type: 'tempToggle', group: filter.name, value })}
          onClear={() => dispatch({ type: 'tempClear', group: filter.name })}
          onApply={() => {
            setOpenGroup(null);
            dispatch({ type: 'apply' });
          }}
        />
      ))}
    </div>
  );
}
