// Root of every mf-account module: the team boundary marker and our messages on top of the
// shell's (links take the page language from the shell's intl: useLocalizedPath).
import type { ReactNode } from 'react';
import { RemoteIntlProvider } from 'shared-contracts';
import { accountMessages } from '../i18n/messages';
import styles from './AccountBoundary.module.css';

export function AccountBoundary({ children }: { children: ReactNode }) {
  return (
    <RemoteIntlProvider messages={accountMessages}>
      <div data-boundary="mf-account" data-version={__REMOTE_VERSION__} className={styles.boundary}>
        {children}
      </div>
    </RemoteIntlProvider>
  );
}
