// The cookie consent banner (KVKK): a labelled region fixed to the bottom of the window, so it
// covers and never pushes the page (no layout shift). The server renders it while no choice is
// stored (the consent cookie), so the first paint already has it and hydration matches. It does
// not trap focus: the page stays usable; it comes first in the document so a keyboard reaches it
// first. "Reddet" sits beside "Kabul et", as large and as plain. Opened again from the footer's
// "Çerez tercihleri", it shows the preferences and takes the focus, and gives it back on closing.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { EVENTS, selectConsent, localizePath } from 'shared-contracts';
import { ACCEPT_ALL, REJECT_ALL, type ConsentChoice } from 'shared-contracts/rules';
import { useLanguage } from '../routing/useLanguage';
import { PrefetchLink } from '../routing/PrefetchLink';
import { ConsentPreferences } from './ConsentPreferences';
import styles from './ConsentBanner.module.css';

/** The content page the banner links to: what is collected and why. */
export const CONSENT_NOTICE_PATH = '/sayfa/kvkk';

function ConsentPanel({ choice, editing }: { choice: ConsentChoice | null; editing: boolean }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const language = useLanguage();
  const [preferences, setPreferences] = useState(editing);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where the focus was when the preferences were asked for (the footer's button).
  const returnTo = useRef<HTMLElement | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  useEffect(() => {
    if (!editing) return;
    setPreferences(true);
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
  }, [editing]);

  const finish = (action: ReturnType<typeof EVENTS.consentChosen> | ReturnType<typeof EVENTS.consentPreferencesClosed>) => {
    const back = returnTo.current;
    dispatch(action);
    if (back?.isConnected) back.focus();
  };
  const choose = (next: ConsentChoice) => finish(EVENTS.consentChosen(next));

  return (
    <section
      className={styles.banner}
      aria-labelledby="shell-consent-title"
      onKeyDown={(e) => {
        // Escape closes the preferences of a shopper who has chosen before; a first choice is still asked.
        if (e.key === 'Escape' && choice && editing) finish(EVENTS.consentPreferencesClosed());
      }}
    >
      <div className={styles.inner}>
        <h2 id="shell-consent-title" className={styles.title} ref={heading} tabIndex={-1}>
          {t('shell.consent.title')}
        </h2>
        <p className={styles.text}>
          {t('shell.consent.text')}{' '}
          <PrefetchLink to={localizePath(CONSENT_NOTICE_PATH, language)} className={styles.link}>
            {t('shell.consent.notice')}
          </PrefetchLink>
        </p>
        {preferences && <ConsentPreferences initial={choice ?? REJECT_ALL} onSave={choose} />}
        <div className={styles.actions}>
          <button type="button" className={styles.choice} onClick={() => choose(ACCEPT_ALL)}>
            {t('shell.consent.accept')}
          </button>
          <button type="button" className={styles.choice} onClick={() => choose(REJECT_ALL)}>
            {t('shell.consent.reject')}
          </button>
          {!preferences && (
            <button type="button" className={styles.secondary} onClick={() => setPreferences(true)}>
              {t('shell.consent.preferences')}
            </button>
          )}
          {choice && editing && (
            <button type="button" className={styles.secondary} onClick={() => finish(EVENTS.consentPreferencesClosed())}>
              {t('shell.consent.close')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

export function ConsentBanner() {
  const { choice, editing } = useSelector(selectConsent);
  if (choice && !editing) return null;
  return <ConsentPanel choice={choice} editing={editing} />;
}
