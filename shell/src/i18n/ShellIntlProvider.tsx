// react-intl for the whole page: Turkish by default, English under /en. The shared ui.* messages
// plus the shell's own; each remote adds its messages with RemoteIntlProvider. A language is
// loaded before the store switches to it (the boot, LanguageSync: see load-language.ts).
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSelector } from 'react-redux';
import { messagesFor, selectLanguage } from 'shared-contracts';
import { CULTURE_BY_LANGUAGE, SHOP_TIME_ZONE, type Language } from 'shared-contracts/rules';
import { hasLanguage } from './load-language';
import { shellMessageCatalogues } from './shell-catalogues';

const merged: Partial<Record<Language, Record<string, string>>> = {};

/**
 * The shared ui.* messages with the shell's own, merged once per language (the server renders many
 * pages); a language not loaded yet (Turkish meanwhile) is not kept.
 */
export function shellMessages(language: Language): Record<string, string> {
  const cached = merged[language];
  if (cached) return cached;
  const messages = { ...messagesFor(language), ...shellMessageCatalogues.get(language) };
  if (hasLanguage(language)) merged[language] = messages;
  return messages;
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
