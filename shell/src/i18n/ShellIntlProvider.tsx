// react-intl for the whole page: Turkish by default, English under /en. The shared ui.* messages
// plus the shell's own; each remote adds its messages with RemoteIntlProvider.
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSelector } from 'react-redux';
import { CULTURE_BY_LANGUAGE, SHOP_TIME_ZONE, messagesFor, selectLanguage } from 'shared-contracts';
import { shellMessagesTr } from './tr';
import { shellMessagesEn } from './en';

const merged: Partial<Record<'tr' | 'en', Record<string, string>>> = {};

/** The shared ui.* messages with the shell's own, merged once per language (the server renders many pages). */
export function shellMessages(language: 'tr' | 'en'): Record<string, string> {
  return (merged[language] ??= { ...messagesFor(language), ...(language === 'en' ? shellMessagesEn : shellMessagesTr) });
}

export function ShellIntlProvider({ children }: { children: ReactNode }) {
  const language = useSelector(selectLanguage);
  const messages = useMemo(() => shellMessages(language), [language]);
  return (
    <IntlProvider locale={CULTURE_BY_LANGUAGE[language]} defaultLocale={CULTURE_BY_LANGUAGE.tr} timeZone={SHOP_TIME_ZONE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
