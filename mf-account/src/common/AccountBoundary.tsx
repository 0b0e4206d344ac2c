// Root of every mf-account module: the team boundary marker and our messages on top of the
// shell's (links take the page language from the shell's intl: useLocalizedPath).
import type { ReactNode } from 'react';
import { RemoteIntlProvider } from 'shared-contracts';
import { accountMessagesEn } from '../i18n/en';
import { accountMessagesTr } from '../i18n/tr';
import styles from './AccountBoundary.module.css';

const MESSAGES = { tr: accountMessagesTr, en: accountMessagesEn };

export function AccountBoundary({ children }: { children: ReactNode }) {
  return (
    <RemoteIntlProvider messages={MESSAGES}>
      <div data-boundary="mf-account" data-version={__REMOTE_VERSION__} className={styles.boundary}>
        {children}
      </div>
    </RemoteIntlProvider>
  );
}
