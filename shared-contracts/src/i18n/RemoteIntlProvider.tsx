// Each remote ships its own messages. This nests an IntlProvider that keeps the shell's locale
// and messages (shared ui.* keys included) and adds the remote's own on top.
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

export interface RemoteIntlProviderProps {
  messages: { tr: Record<string, string>; en: Record<string, string> };
  children: ReactNode;
}

export function RemoteIntlProvider({ messages, children }: RemoteIntlProviderProps) {
  const parent = useIntl();
  const language = parent.locale.startsWith('en') ? 'en' : 'tr';
  const merged = { ...(parent.messages as Record<string, string>), ...messages[language] };
  return (
    <IntlProvider locale={parent.locale} defaultLocale="tr" timeZone={parent.timeZone} messages={merged} onError={parent.onError}>
      {children}
    </IntlProvider>
  );
}
