// The page language handed down by the shell (RouteModuleProps.language), for localized links.
import { createContext, useCallback, useContext } from 'react';
import { localizePath, type Language, useNavigate } from 'shared-contracts';

export const AccountLanguageContext = createContext<Language>('tr');

export function useAccountLanguage(): Language {
  return useContext(AccountLanguageContext);
}

/** A path with the /en prefix when the page is English. */
export function useLocalizedPath(): (path: string) => string {
  const language = useAccountLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

export function useAccountNavigate(): (path: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback((path, options) => void navigate(localize(path), options), [navigate, localize]);
}
