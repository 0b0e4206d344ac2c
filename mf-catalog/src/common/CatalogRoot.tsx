// The root of every module mf-catalog exposes: marks the team's boundary in the DOM and adds the
// team's messages on top of the shell's.
import type { ReactNode } from 'react';
import { RemoteIntlProvider } from 'shared-contracts';
import { catalogMessages } from '../i18n/messages';

export function CatalogRoot({ children, className, as = 'div' }: { children: ReactNode; className?: string; as?: 'div' | 'section' }) {
  const Tag = as;
  return (
    <Tag data-boundary="mf-catalog" data-version={__REMOTE_VERSION__} className={className}>
      <RemoteIntlProvider messages={catalogMessages}>{children}</RemoteIntlProvider>
    </Tag>
  );
}
