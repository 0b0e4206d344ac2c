// The catalogue team's instant search in the header, through the RemoteSlot contract. Until it
// is there (it loads at the visitor's first interaction, once the page has settled: it is not
// part of any page's first load) or when it is unavailable, a plain search form to /arama does
// the same job. What the visitor typed in it meanwhile, and the focus, are handed over to the
// instant search, which goes on from there.
import { useEffect, useRef, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { RemoteSlot, useFirstInteraction, type InstantSearchProps, WIDGETS, moduleId } from 'shared-contracts';
import { usePageSettled } from '../federation/page-settled';
import { loadRemoteModule } from '../federation/remote-loader';
import { useLanguage, useLocalize } from '../routing/useLanguage';
import styles from './HeaderSearch.module.css';

function PlainSearchForm({ fieldRef }: { fieldRef?: Ref<HTMLInputElement> }) {
  const intl = useIntl();
  const localize = useLocalize();
  // Drawn as the instant search is (field, placeholder, magnifier button), so nothing changes
  // shape when it takes over.
  return (
    <form role="search" action={localize('/arama')} method="get" className={styles.form}>
      <input
        ref={fieldRef}
        type="search"
        name="q"
        required
        autoComplete="off"
        className={styles.input}
        aria-label={intl.formatMessage({ id: 'shell.header.search' })}
        placeholder={intl.formatMessage({ id: 'shell.header.search.placeholder' })}
      />
      <button type="submit" className={styles.submit} aria-label={intl.formatMessage({ id: 'shell.header.search.submit' })}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}

export function HeaderSearch() {
  const language = useLanguage();
  const settled = usePageSettled();
  const interacted = useFirstInteraction();
  const plainField = useRef<HTMLInputElement>(null);
  const [handover, setHandover] = useState<InstantSearchProps['handover'] | null>(null);

  useEffect(() => {
    if (!settled || !interacted) return;
    let live = true;
    // Failed or not, the slot takes over: it retries and falls back to the plain form itself.
    // What the visitor typed meanwhile, and the focus, go over with it.
    const done = () => {
      const field = plainField.current;
      if (live) setHandover({ text: field?.value ?? '', focused: Boolean(field) && document.activeElement === field });
    };
    loadRemoteModule(moduleId(WIDGETS.instantSearch)).then(done, done);
    return () => {
      live = false;
    };
  }, [settled, interacted]);

  const props: InstantSearchProps = { language, ...(handover && (handover.text || handover.focused) ? { handover } : {}) };
  return (
    <div className={styles.slot}>
      {handover ? <RemoteSlot {...WIDGETS.instantSearch} props={props} fallback={<PlainSearchForm />} /> : <PlainSearchForm fieldRef={plainField} />}
    </div>
  );
}
