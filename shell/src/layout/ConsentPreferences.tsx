// The banner's preferences: one checkbox per category, necessary always on (shown, not
// changeable), analytics and marketing as the shopper last chose (off before any choice).
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CONSENT_CATEGORIES, type ConsentChoice } from 'shared-contracts/rules';
import styles from './ConsentPreferences.module.css';

export function ConsentPreferences({ initial, onSave }: { initial: ConsentChoice; onSave: (choice: ConsentChoice) => void }) {
  const intl = useIntl();
  const [choice, setChoice] = useState<ConsentChoice>(initial);
  const t = (id: string) => intl.formatMessage({ id });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(choice);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>{t('shell.consent.categories')}</legend>
        {CONSENT_CATEGORIES.map((category) => {
          const id = `shell-consent-${category}`;
          const always = category === 'necessary';
          return (
            <div key={category} className={styles.category}>
              <input
                id={id}
                type="checkbox"
                checked={always || choice[category]}
                disabled={always}
                aria-describedby={`${id}-text`}
                onChange={(e) => {
                  if (!always) setChoice({ ...choice, [category]: e.target.checked });
                }}
              />
              <label htmlFor={id} className={styles.label}>
                {t(`shell.consent.${category}`)}
              </label>
              <p id={`${id}-text`} className={styles.description}>
                {t(`shell.consent.${category}.text`)}
              </p>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className={styles.save}>
        {t('shell.consent.save')}
      </button>
    </form>
  );
}
