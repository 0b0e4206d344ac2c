// schema.org JSON-LD pieces more than one team writes.
import type { Language } from '../constants/business';
import { localizedUrl, type JsonLd } from './document-head';

/** The name of the home page's crumb in a breadcrumb list. */
export const HOME_CRUMB_NAME: Record<Language, string> = { tr: 'Ana Sayfa', en: 'Home' };

export interface Crumb {
  name: string;
  /** Path without the /en prefix ('/', '/yuzuk'), or an absolute URL. */
  path: string;
}

/** A BreadcrumbList of `crumbs` in order (home first), each an absolute address in `language`. */
export function breadcrumbListJsonLd(crumbs: Crumb[], origin: string, language: Language): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: /^https?:\/\//i.test(crumb.path) ? crumb.path : localizedUrl(origin, crumb.path.startsWith('/') ? crumb.path : `/${crumb.path}`, language),
    })),
  };
}
