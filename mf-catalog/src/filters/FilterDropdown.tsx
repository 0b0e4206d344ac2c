// One filter group of the dropdown row: a button opening a panel (FILTER_DROPDOWN: 320px wide,
// option list at most 200px high) whose ticks stay temporary until Apply. Clear empties this
// group's temporary selection; closing without Apply (Escape, a click outside) forgets it.
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FILTER_DROPDOWN } from 'shared-contracts/rules';
import type { Filter } from 'shared-contracts/graphql';
import { FilterOptionList } from './FilterOptionList';
import { FilterResultCount } from './FilterResultCount';
import styles from './FilterDropdown.module.css';

interface Props {
  filter: Filter;
  open: boolean;
  /** How many options of this group are active (applied). */
  activeCount: number;
  isTicked: (value: string) => boolean;
  totalItems: number | null;
  counting: boolean;
  onOpen: () => void;
  onClose: () => void;
  onToggle: (value: string) => void;
  onClear: () => void;
  onApply: () => void;
}

export function FilterDropdown({ filter, open, activeCount, isTicked, totalItems, counting, onOpen, onClose, onToggle, onClear, onApply }: Props) {
  const intl = useIntl();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) latestClose.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      latestClose.current();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const label = activeCount > 0 ? intl.formatMessage({ id: 'catalog.filter.withCount' }, { title: filter.title, count: activeCount }) : filter.title;
  return (
    <div ref={rootRef} className={styles.dropdown}>
      <button
        ref={buttonRef}
        type="button"
        className={activeCount > 0 ? `${styles.toggle} ${styles.active}` : styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={open ? onClose : onOpen}
      >
        {label}
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false" className={open ? styles.chevronOpen : styles.chevron}>
          <path d="M1 4l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
        <div id={panelId} className={styles.panel} style={{ width: FILTER_DROPDOWN.widthPx }}>
          <div className={styles.list} style={{ maxHeight: FILTER_DROPDOWN.maxHeightPx }}>
            <FilterOptionList filter={filter} isTicked={isTicked} onToggle={onToggle} />
          </div>
          <FilterResultCount totalItems={totalItems} counting={counting} className={styles.result} />
          <div className={styles.actions}>
            <button type="button" className={styles.clear} onClick={onClear}>
              {intl.formatMessage({ id: 'catalog.filter.clear' })}
            </button>
            <button type="button" className={styles.apply} onClick={onApply}>
              {intl.formatMessage({ id: 'catalog.filter.apply' })}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
