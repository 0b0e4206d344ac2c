// The root of every module mf-stores-content exposes: marks the team's boundary in the DOM and
// adds the team's messages on top of the shell's.
import type { ReactNode } from 'react';
import { RemoteIntlProvider } from 'shared-contracts';
import { storesContentMessages } from '../i18n/messages';

export function StoresContentRoot({ children }: { children: ReactNode }) {
  return (
    <div data-boundary="mf-stores-content" data-version={__REMOTE_VERSION__}>
      <RemoteIntlProvider messages={storesContentMessages}>{children}</RemoteIntlProvider>
    </div>
  );
}
