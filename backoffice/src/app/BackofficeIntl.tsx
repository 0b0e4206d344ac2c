// The app's language (tr by default, en by choice, kept in this browser) and react-intl's
// provider over the back office's catalogues.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { backofficeMessages } from '../i18n/backoffice-messages';
import { storeLanguage, storedLanguage, type BackofficeLanguage } from '../i18n/language';

const LanguageContext = createContext<{ language: BackofficeLanguage; setLanguage: (language: BackofficeLanguage) => void }>({ language: 'tr', setLanguage: () => undefined });

export const useBackofficeLanguage = () => useContext(LanguageContext);

export function BackofficeIntl({ children, language: given, onLanguage }: { children: ReactNode; language?: BackofficeLanguage; onLanguage?: (language: BackofficeLanguage) => void }) {
  const [language, setState] = useState<BackofficeLanguage>(given ?? storedLanguage());
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(
    () => ({
      language,
      setLanguage: (next: BackofficeLanguage) => {
        storeLanguage(next);
        setState(next);
        onLanguage?.(next);
      },
    }),
    [language, onLanguage],
  );
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={language === 'en' ? 'en-GB' : 'tr-TR'} messages={backofficeMessages[language] as Record<string, string>} defaultLocale="tr-TR" timeZone="Europe/Istanbul">
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
