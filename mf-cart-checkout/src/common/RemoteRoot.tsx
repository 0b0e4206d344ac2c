// What every exposed module renders first: the team's messages over the shell's, the language
// for localized links, and the root element marked with the team's boundary.
import type { ReactNode } from 'react';
import { RemoteIntlProvider, type Language } from 'shared-contracts';
import { messages } from '../i18n/messages';
import { RemoteLanguageContext } from './RemoteLanguage';

export function RemoteRoot({ language, children, className }: { language: Language; children: ReactNode; className?: string }) {
  return (
    <RemoteIntlProvider messages={messages}>
      <RemoteLanguageContext.Provider value={language}>
        <div data-boundary="mf-cart-checkout" data-version={__REMOTE_VERSION__} className={className}>
          {children}
        </div>
      </RemoteLanguageContext.Provider>
    </RemoteIntlProvider>
  );
}
