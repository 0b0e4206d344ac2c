// Header search box with suggestions (ARIA combobox + listbox): debounced searchSuggestions,
// products and categories, ArrowUp/ArrowDown to move, Enter to open the highlighted item or the
// search page (/arama?q=...), Escape to close.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { skipToken, useIntlLanguage, useNavigate, useQuery, type InstantSearchProps } from 'shared-contracts';
import { CatalogSearchSuggestionsDocument } from 'shared-contracts/graphql';
import { searchHref, suggestionOptions, type SuggestionOption } from './suggestion-options';
import { useDebouncedValue } from './useDebouncedValue';
import styles from './InstantSearch.module.css';

export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEBOUNCE_MS = 250;
const SUGGEST_LIMIT = 6;

export function InstantSearch({ handover }: { handover?: InstantSearchProps['handover'] } = {}) {
  const intl = useIntl();
  const language = useIntlLanguage();
  const navigate = useNavigate();
  const ids = { input: useId(), listbox: useId(), products: useId(), categories: useId() };
  const [text, setText] = useState(handover?.text ?? '');
  const [open, setOpen] = useState(Boolean(handover?.focused));
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Taking over from the plain field the visitor is typing in: the focus and caret stay theirs.
  useEffect(() => {
    const input = inputRef.current;
    if (!handover?.focused || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Once, when it takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const term = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const result = useQuery(
    CatalogSearchSuggestionsDocument,
    term.length >= SUGGEST_MIN_CHARS ? { variables: { q: term, limit: SUGGEST_LIMIT } } : skipToken,
  );
  const { loading } = result;
  const suggestions = result.dataState === 'complete' ? result.data.searchSuggestions : undefined;
  const options = term.length >= SUGGEST_MIN_CHARS ? suggestionOptions(suggestions, language) : [];
  const expanded = open && term.length >= SUGGEST_MIN_CHARS && text.trim().length >= SUGGEST_MIN_CHARS;
  const optionId = (index: number) => `${ids.listbox}-o${index}`;

  useEffect(() => setActive(-1), [term]);

  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    navigate(href);
  }

  function submit() {
    const q = text.trim();
    if (active >= 0 && options[active]) go(options[active].href);
    else if (q) go(searchHref(q, language));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');
  const renderOption = (option: SuggestionOption) => {
    const index = options.indexOf(option);
    return (
      <div
        key={option.key}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={index === active ? `${styles.option} ${styles.active}` : styles.option}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(option.href)}
        onMouseEnter={() => setActive(index)}
      >
        {option.imageUrl && <img src={option.imageUrl} alt="" width={40} height={60} loading="lazy" className={styles.thumb} />}
        <span className={styles.optionLabel}>{option.label}</span>
        {option.price && <span className={styles.optionPrice}>{option.price}</span>}
      </div>
    );
  };

  return (
    <form
      ref={rootRef}
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={ids.input} className={styles.visuallyHidden}>
        {intl.formatMessage({ id: 'catalog.instant.label' })}
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        className={styles.input}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.listbox}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={intl.formatMessage({ id: 'catalog.instant.placeholder' })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.submit} aria-label={intl.formatMessage({ id: 'catalog.instant.submit' })}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div className={expanded ? styles.panel : styles.hidden}>
        <div id={ids.listbox} role="listbox" aria-label={intl.formatMessage({ id: 'catalog.instant.label' })} className={styles.listbox}>
          {products.length > 0 && (
            <div role="group" aria-labelledby={ids.products}>
              <div role="presentation" id={ids.products} className={styles.groupLabel}>
                {intl.formatMessage({ id: 'catalog.instant.products' })}
              </div>
              {products.map(renderOption)}
            </div>
          )}
          {categories.length > 0 && (
            <div role="group" aria-labelledby={ids.categories}>
              <div role="presentation" id={ids.categories} className={styles.groupLabel}>
                {intl.formatMessage({ id: 'catalog.instant.categories' })}
              </div>
              {categories.map(renderOption)}
            </div>
          )}
        </div>
        {expanded && options.length === 0 && (
          <p className={styles.message}>{intl.formatMessage({ id: loading ? 'catalog.instant.loading' : 'catalog.instant.noResults' })}</p>
        )}
        {expanded && (
          <button type="submit" className={styles.seeAll} onMouseDown={(event) => event.preventDefault()}>
            {intl.formatMessage({ id: 'catalog.instant.seeAll' }, { q: text.trim() })}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className={styles.visuallyHidden}>
        {expanded && !loading ? intl.formatMessage({ id: 'catalog.instant.resultCount' }, { count: options.length }) : ''}
      </div>
    </form>
  );
}
