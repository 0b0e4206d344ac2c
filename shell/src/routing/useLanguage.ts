import { useLocation } from 'react-router';
import { localizePath, stripLanguagePrefix } from 'shared-contracts';
import type { Language } from 'shared-contracts/rules';

/** The page language follows the address: /en prefix for English, none for Turkish. */
export function useLanguage(): Language {
  return stripLanguagePrefix(useLocation().pathname).language;
}

/** Localises a path for the current language. */
export function useLocalize(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
