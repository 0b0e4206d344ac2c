// The language the shell hands every exposed module; components build localized links from it.
import { createContext, useCallback, useContext } from 'react';
import { localizePath, type Language } from 'shared-contracts';

export const RemoteLanguageContext = createContext<Language>('tr');

export function useLanguage(): Language {
  return useContext(RemoteLanguageContext);
}

/** Returns a function that prefixes a path with /en when the page is English. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
