// Root of every mf-account module: the team boundary marker, our messages on top of the
// shell's, and the page language for localized links.
import type { ReactNode } from 'react';
import { RemoteIntlProvider, type Language } from 'shared-contracts';
import { accountMessagesEn } from '../i18n/en';
import { accountMessagesTr } from '../i18n/tr';
import { AccountLanguageContext } from './AccountLanguage';
import styles from './AccountBoundary.module.css';

const MESSAGES = { tr: accountMessagesTr, en: accountMessagesEn };

export function AccountBoundary({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <RemoteIntlProvider messages={MESSAGES}>
      <AccountLanguageContext.Provider value={language}>
        <div data-boundary="mf-account" data-version={__REMOTE_VERSION__} className={styles.boundary}>
          {children}
        </div>
      </AccountLanguageContext.Provider>
    </RemoteIntlProvider>
  );
}
