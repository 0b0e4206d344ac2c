// What a staff member typed survives a lost connection, an expired session and the login in
// between: a form's values are kept in this tab's sessionStorage under its key while it is
// edited, restored when the form opens again, and dropped once the action succeeded.
import { useCallback, useMemo } from 'react';

const PREFIX = 'backoffice.draft.';

export function readDraft<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function usePersistedDraft<T extends object>(key: string, initial: T) {
  const initialValues = useMemo(() => ({ ...initial, ...(readDraft<Partial<T>>(key) ?? {}) }) as T, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = useCallback(
    (values: T) => {
      try {
        window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
      } catch {
        // storage full or off: the form still holds the values
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(PREFIX + key);
    } catch {
      // nothing kept
    }
  }, [key]);
  return { initialValues, save, clear };
}
