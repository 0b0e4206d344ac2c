// Menu items from the API carry site paths (Turkish, no prefix) or outside addresses.
import { localizePath } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';

export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function menuHref(url: string | null | undefined, language: Language): string | null {
  if (!url) return null;
  return isInternalUrl(url) ? localizePath(url, language) : url;
}
