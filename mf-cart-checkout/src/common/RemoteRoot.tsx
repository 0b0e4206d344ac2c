// What every exposed module renders first: the team's messages over the shell's and the root
// element marked with the team's boundary (links take the page language from the shell's intl:
// useLocalizedPath).
import type { ReactNode } from 'react';
import { RemoteIntlProvider } from 'shared-contracts';
import { messages } from '../i18n/messages';

export function RemoteRoot({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RemoteIntlProvider messages={messages}>
      <div data-boundary="mf-cart-checkout" data-version={__REMOTE_VERSION__} className={className}>
        {children}
      </div>
    </RemoteIntlProvider>
  );
}
