// Below 900px the filter and sort buttons open this modal: sort options and every filter group.
// Ticks and the sort choice are temporary until Apply, like in the dropdown row. The modal sits in
// the shell's modal stack (backdrop, Escape, scroll lock) as a sheet over the listing.
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { EVENTS, ShopModal } from 'shared-contracts';
import type { ListingAction, ListingState } from '../listing/listing-state';
import { isTicked, shownFilters } from '../listing/listing-state';
import { FilterOptionList } from './FilterOptionList';
import { FilterResultCount } from './FilterResultCount';
import { LISTING_OPTIONS_MODAL_ID } from './listing-options-modal-id';
import styles from './ListingOptionsModal.module.css';

interface Props {
  state: ListingState;
  dispatch: (action: ListingAction) => void;
  /** Which part the shopper asked for: the sort options get the focus for 'sort'. */
  focus: 'filter' | 'sort';
}

export function ListingOptionsModal({ state, dispatch, focus }: Props) {
  const intl = useIntl();
  const storeDispatch = useDispatch();
  const sortName = useId();
  const sortRef = useRef<HTMLFieldSetElement>(null);
  const [sort, setSort] = useState(state.query.sort);
  const { filters, totalItems, counting } = shownFilters(state);
  const sortOptions = state.listing?.sortOptions ?? [];

  // The modal gives its close button the focus first; the sort button asks for the sort options.
  useEffect(() => {
    if (focus === 'sort') sortRef.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
  }, [focus]);

  const close = () => storeDispatch(EVENTS.modalClosed({ id: LISTING_OPTIONS_MODAL_ID }));

  const footer = (
    <div className={styles.foot}>
      <FilterResultCount totalItems={totalItems} counting={counting} className={styles.result} />
      <div className={styles.actions}>
        <button type="button" className={styles.clear} onClick={() => dispatch({ type: 'tempClearAll' })}>
          {intl.formatMessage({ id: 'catalog.filter.clear' })}
        </button>
        <button
          type="button"
          className={styles.apply}
          onClick={() => {
            dispatch({ type: 'apply', sort });
            close();
          }}
        >
          {intl.formatMessage({ id: 'catalog.filter.apply' })}
        </button>
      </div>
    </div>
  );

  return (
    <ShopModal
      id={LISTING_OPTIONS_MODAL_ID}
      title={intl.formatMessage({ id: 'catalog.options.title' })}
      size="sheet"
      initialFocus="close-button"
      boundary="mf-catalog"
      footer={footer}
    >
      {sortOptions.length > 0 && (
        <fieldset ref={sortRef} className={styles.section}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'catalog.sort.label' })}</legend>
          {sortOptions.map((option) => (
            <label key={option.value} className={styles.radio}>
              <input type="radio" name={sortName} value={option.value} checked={sort === option.value} onChange={() => setSort(option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      {filters.map((filter) => (
        <div key={filter.name} className={styles.section}>
          <FilterOptionList
            filter={filter}
            showLegend
            isTicked={(value) => isTicked(state, filter.name, value)}
            onToggle={(value) => dispatch({ type: 'tempToggle', group: filter.name, value })}
          />
        </div>
      ))}
    </ShopModal>
  );
}
