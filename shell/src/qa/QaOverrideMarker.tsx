// Tells a team member that this browser runs a QA override (a released version of one remote,
// chosen with a signed, expiring link): "QA: mf-catalog 0.4.0", with a plain link to the site
// server's /qa-override/clear, which drops the cookie and comes back. The override arrives in
// the composition the server inlined; it is read after hydration (from an effect), so the server's
// HTML (which never has the marker: overridden pages are not cached, but the HTML stays one) and
// the hydrating render agree. Fixed in a corner: it covers, never moves the page.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { QaOverride } from 'shared-contracts';
import { REMOTE_PACKAGES } from 'shared-contracts';
import { readInlineComposition } from '../composition/load-composition';
import styles from './QaOverrideMarker.module.css';

/** The site server's endpoint that clears the override cookie and redirects back. */
export const QA_OVERRIDE_CLEAR_PATH = '/qa-override/clear';

export function QaOverrideMarker() {
  const intl = useIntl();
  const [override, setOverride] = useState<QaOverride | null>(null);
  useEffect(() => setOverride(readInlineComposition()?.override ?? null), []);
  if (!override) return null;
  const remote = (REMOTE_PACKAGES as Record<string, string>)[override.remote] ?? override.remote;
  return (
    <section className={styles.marker} aria-label={intl.formatMessage({ id: 'shell.qa.label' })}>
      <p className={styles.text} role="status">
        {intl.formatMessage({ id: 'shell.qa.marker' }, { remote, version: override.version })}
      </p>
      <a className={styles.clear} href={QA_OVERRIDE_CLEAR_PATH} aria-label={intl.formatMessage({ id: 'shell.qa.clear.label' })}>
        {intl.formatMessage({ id: 'shell.qa.clear' })}
      </a>
    </section>
  );
}
