// The filter and sort buttons shown below 900px; both open the listing options modal.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, type ShellState } from 'shared-contracts';
import { countValues } from '../listing/filter-selection';
import type { ListingAction, ListingState } from '../listing/listing-state';
import { LazyListingOptionsModal } from './LazyListingOptionsModal';
import { LISTING_OPTIONS_MODAL_ID } from './listing-options-modal-id';
import styles from './MobileListingOptions.module.css';

interface Props {
  state: ListingState;
  dispatch: (action: ListingAction) => void;
}

export function MobileListingOptions({ state, dispatch }: Props) {
  const intl = useIntl();
  const storeDispatch = useDispatch();
  const open = useSelector((s: ShellState) => s.modals?.stack.some((m) => m.id === LISTING_OPTIONS_MODAL_ID) ?? false);
  const [focus, setFocus] = useState<'filter' | 'sort'>('filter');
  const opener = useRef<HTMLButtonElement | null>(null);
  const filterButton = useRef<HTMLButtonElement>(null);
  const sortButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closed without Apply (close button, backdrop, Escape): forget the ticks; focus goes back.
  useEffect(() => {
    if (wasOpen.current && !open) {
      dispatch({ type: 'tempDiscard' });
      opener.current?.focus();
    }
    wasOpen.current = open;
  }, [open, dispatch]);

  // Leaving the page with the modal open must not leave the shell's backdrop behind.
  useEffect(() => () => void storeDispatch(EVENTS.modalClosed({ id: LISTING_OPTIONS_MODAL_ID })), [storeDispatch]);

  const show = (part: 'filter' | 'sort', button: HTMLButtonElement | null) => {
    opener.current = button;
    setFocus(part);
    dispatch({ type: 'tempDiscard' });
    storeDispatch(EVENTS.modalOpened({ id: LISTING_OPTIONS_MODAL_ID }));
  };
  const active = countValues(state.query.selection);
  const hasFilters = (state.listing?.filters.length ?? 0) > 0;
  const hasSort = (state.listing?.sortOptions.length ?? 0) > 0;
  if (!hasFilters && !hasSort) return null;
  return (
    <div className={styles.buttons}>
      {hasFilters && (
        <button ref={filterButton} type="button" className={styles.button} aria-haspopup="dialog" onClick={() => show('filter', filterButton.current)}>
          {active > 0
            ? intl.formatMessage({ id: 'catalog.filter.withCount' }, { title: intl.formatMessage({ id: 'catalog.options.filter' }), count: active })
            : intl.formatMessage({ id: 'catalog.options.filter' })}
        </button>
      )}
      {hasSort && (
        <button ref={sortButton} type="button" className={styles.button} aria-haspopup="dialog" onClick={() => show('sort', sortButton.current)}>
          {intl.formatMessage({ id: 'catalog.sort.label' })}
        </button>
      )}
      {open && <LazyListingOptionsModal state={state} dispatch={dispatch} focus={focus} />}
    </div>
  );
}
