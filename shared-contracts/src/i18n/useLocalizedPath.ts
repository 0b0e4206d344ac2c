import { useCallback } from 'react';
import { localizePath } from '../routes/route-table';
import { useIntlLanguage } from './useIntlLanguage';

/** A function that puts the page language's prefix (/en) in front of a shop path. */
export function useLocalizedPath(): (path: string) => string {
  const language = useIntlLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}
