// The root of the module mf-product exposes: marks the team's boundary in the DOM and adds the
// team's messages on top of the shell's.
import type { ReactNode } from 'react';
import { RemoteIntlProvider } from 'shared-contracts';
import { productMessages } from '../i18n/messages';

export function ProductRoot({ children }: { children: ReactNode }) {
  return (
    <div data-boundary="mf-product" data-version={__REMOTE_VERSION__}>
      <RemoteIntlProvider messages={productMessages}>{children}</RemoteIntlProvider>
    </div>
  );
}
