// Filters and sort of a listing: the dropdown row with the sort select from 900px, the two
// buttons opening the options modal below (MOBILE_BREAKPOINT_PX; see the stylesheet).
import type { ListingAction, ListingState } from '../listing/listing-state';
import { SortSelect } from '../listing/SortSelect';
import { ActiveFilters } from './ActiveFilters';
import { FilterBar } from './FilterBar';
import { MobileListingOptions } from './MobileListingOptions';
import styles from './ListingToolbar.module.css';

interface Props {
  state: ListingState;
  dispatch: (action: ListingAction) => void;
}

export function ListingToolbar({ state, dispatch }: Props) {
  const listing = state.listing;
  if (!listing) return null;
  return (
    <div className={styles.toolbar}>
      <div className={styles.desktop}>
        <FilterBar state={state} dispatch={dispatch} />
        <SortSelect options={listing.sortOptions} value={state.query.sort} onChange={(sort) => dispatch({ type: 'sort', sort })} />
      </div>
      <div className={styles.mobile}>
        <MobileListingOptions state={state} dispatch={dispatch} />
      </div>
      <ActiveFilters
        selection={state.query.selection}
        filters={listing.filters}
        onRemove={(group, value) => dispatch({ type: 'removeFilter', group, value })}
        onClearAll={() => dispatch({ type: 'clearFilters' })}
      />
    </div>
  );
}
