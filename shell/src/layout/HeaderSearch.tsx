// The catalogue team's instant search in the header, through the RemoteSlot contract. While it
// loads or when it is unavailable, a plain search form to /arama does the same job.
import { useIntl } from 'react-intl';
import { RemoteSlot, type InstantSearchProps } from 'shared-contracts';
import { useLanguage, useLocalize } from '../routing/useLanguage';
import styles from './HeaderSearch.module.css';

function PlainSearchForm() {
  const intl = useIntl();
  const localize = useLocalize();
  return (
    <form role="search" action={localize('/arama')} method="get" className={styles.form}>
      <input type="search" name="q" required className={styles.input} aria-label={intl.formatMessage({ id: 'shell.header.search' })} placeholder={intl.formatMessage({ id: 'shell.header.search' })} />
      <button type="submit" className={styles.submit}>
        {intl.formatMessage({ id: 'shell.header.search.submit' })}
      </button>
    </form>
  );
}

export function HeaderSearch() {
  const language = useLanguage();
  const props: InstantSearchProps = { language };
  return (
    <div className={styles.slot}>
      <RemoteSlot remote="mf_catalog" module="./InstantSearch" props={props} fallback={<PlainSearchForm />} />
    </div>
  );
}
