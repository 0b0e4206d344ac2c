// tr/en switch (only when language selection is enabled): stores the choice in NEXT_LANGUAGE and
// reloads the same page with or without the /en prefix. Pointing at the other language fetches
// its messages' chunk: the reloaded page then finds it in the HTTP cache.
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { localizePath, stripLanguagePrefix } from 'shared-contracts';
import { LANGUAGES, type Language } from 'shared-contracts/rules';
import { isLanguageSelectionEnabled } from '../config/browser-config';
import { loadLanguage } from '../i18n/load-language';
import { hardNavigate } from './browser-navigation';
import { storeLanguageChoice } from './language-cookie';
import styles from './LanguageSelector.module.css';

export function languageSwitchTarget(pathname: string, search: string, hash: string, language: Language): string {
  return `${localizePath(stripLanguagePrefix(pathname).path, language)}${search}${hash}`;
}

export function LanguageSelector({ enabled = isLanguageSelectionEnabled() }: { enabled?: boolean }) {
  const intl = useIntl();
  const { pathname, search, hash } = useLocation();
  const current = stripLanguagePrefix(pathname).language;
  if (!enabled) return null;
  const preload = (language: Language) => {
    // A failed fetch here is tried again by the page that needs the messages.
    if (language !== current) void loadLanguage(language).catch(() => undefined);
  };
  const choose = (language: Language) => {
    if (language === current) return;
    storeLanguageChoice(language);
    hardNavigate(languageSwitchTarget(pathname, search, hash, language));
  };
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'shell.language.label' })} className={styles.selector}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          // The name starts with the visible code (WCAG 2.5.3, label in name) and says the language.
          aria-label={`${language.toUpperCase()} – ${intl.formatMessage({ id: `shell.language.${language}` })}`}
          className={styles.option}
          onPointerEnter={() => preload(language)}
          onFocus={() => preload(language)}
          onClick={() => choose(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
