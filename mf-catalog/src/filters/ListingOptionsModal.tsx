// Below 900px the filter and sort buttons open this modal: sort options and every filter group.
// Ticks and the sort choice are temporary until Apply, like in the dropdown row. The modal sits in
// the shell's modal stack (backdrop, Escape, scroll lock) and renders into its modal root.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { EVENTS } from 'shared-contracts';
import type { ListingAction, ListingState } from '../listing/listing-state';
import { isTicked, shownFilters } from '../listing/listing-state';
import { FilterOptionList } from './FilterOptionList';
import { FilterResultCount } from './FilterResultCount';
import { LISTING_OPTIONS_MODAL_ID } from './listing-options-modal-id';
import styles from './ListingOptionsModal.module.css';

/** The shell's modal layer; outside the shell (standalone, tests) the body. */
const MODAL_ROOT_ID = 'shell-modal-root';

interface Props {
  state: ListingState;
  dispatch: (action: ListingAction) => void;
  /** Which part the shopper asked for: the sort options get the focus for 'sort'. */
  focus: 'filter' | 'sort';
}

export function ListingOptionsModal({ state, dispatch, focus }: Props) {
  const intl = useIntl();
  const storeDispatch = useDispatch();
  const titleId = useId();
  const sortName = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const sortRef = useRef<HTMLFieldSetElement>(null);
  const [sort, setSort] = useState(state.query.sort);
  const { filters, totalItems, counting } = shownFilters(state);
  const sortOptions = state.listing?.sortOptions ?? [];

  useEffect(() => {
    if (focus === 'sort') sortRef.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    else closeRef.current?.focus();
  }, [focus]);

  const close = () => storeDispatch(EVENTS.modalClosed({ id: LISTING_OPTIONS_MODAL_ID }));
  const dialogRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      // Keep the focus inside the modal.
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled), input:not(:disabled)');
      if (!focusable?.length) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const dialog = (
    <div data-boundary="mf-catalog">
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} onKeyDown={onKeyDown}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: 'catalog.options.title' })}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label={intl.formatMessage({ id: 'catalog.options.close' })} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>
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
        </div>
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
      </div>
    </div>
  );
  return createPortal(dialog, document.getElementById(MODAL_ROOT_ID) ?? document.body);
}
