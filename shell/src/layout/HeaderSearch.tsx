// The catalogue team's instant search in the header, through the RemoteSlot contract. Until it
// is there (it loads once the page has settled, so it never delays the first screen) or when it
// is unavailable, a plain search form to /arama does the same job. A visitor already using the
// plain form keeps it until they leave it: the swap never takes the field from under them.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RemoteSlot, WIDGETS, moduleId, type InstantSearchProps } from 'shared-contracts';
import { usePageSettled } from '../federation/page-settled';
import { loadRemoteModule } from '../federation/remote-loader';
import { useLanguage, useLocalize } from '../routing/useLanguage';
import styles from './HeaderSearch.module.css';


function PlainSearchForm({ onInUse }: { onInUse?: (inUse: boolean) => void }) {
  const intl = useIntl();
  const localize = useLocalize();
  return (
    <form
      role="search"
      action={localize('/arama')}
      method="get"
      className={styles.form}
      onFocus={() => onInUse?.(true)}
      onBlur={(e) => onInUse?.(e.currentTarget.contains(e.relatedTarget as Node | null) || Boolean(new FormData(e.currentTarget).get('q')))}
    >
      <input type="search" name="q" required className={styles.input} aria-label={intl.formatMessage({ id: 'shell.header.search' })} placeholder={intl.formatMessage({ id: 'shell.header.search' })} />
      <button type="submit" className={styles.submit}>
        {intl.formatMessage({ id: 'shell.header.search.submit' })}
      </button>
    </form>
  );
}

export function HeaderSearch() {
  const language = useLanguage();
  const settled = usePageSettled();
  const [loaded, setLoaded] = useState(false);
  const [plainInUse, setPlainInUse] = useState(false);
  const [swapped, setSwapped] = useState(false);

  useEffect(() => {
    if (!settled) return;
    let live = true;
    // Failed or not, the slot takes over: it retries and falls back to the plain form itself.
    const done = () => live && setLoaded(true);
    loadRemoteModule(moduleId(WIDGETS.instantSearch)).then(done, done);
    return () => {
      live = false;
    };
  }, [settled]);

  useEffect(() => {
    if (loaded && !plainInUse) setSwapped(true);
  }, [loaded, plainInUse]);

  const props: InstantSearchProps = { language };
  return (
    <div className={styles.slot}>
      {swapped ? <RemoteSlot {...WIDGETS.instantSearch} props={props} fallback={<PlainSearchForm />} /> : <PlainSearchForm onInUse={setPlainInUse} />}
    </div>
  );
}
