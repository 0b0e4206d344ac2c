import { useCallback } from 'react';
import { useLocalizedPath, useNavigate } from 'shared-contracts';

/** Navigates to an account path in the page's language (/en prefix on English pages). */
export function useAccountNavigate(): (path: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return useCallback((path, options) => void navigate(localize(path), options), [navigate, localize]);
}
