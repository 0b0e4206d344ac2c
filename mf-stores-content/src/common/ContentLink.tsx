import type { ReactNode } from 'react';
import { useIntlLanguage, Link, localizePath } from 'shared-contracts';

/** A CMS link: site paths go through the router (with /en in English), other URLs leave the site. */
export function ContentLink({ href, className, children, ariaLabel }: { href: string; className?: string; children: ReactNode; ariaLabel?: string }) {
  const language = useIntlLanguage();
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={localizePath(href, language)} className={className} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} aria-label={ariaLabel} rel="noopener noreferrer">
      {children}
    </a>
  );
}
