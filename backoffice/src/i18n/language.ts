// The back office's language: Turkish by default, English by choice; kept in this browser.
export type BackofficeLanguage = 'tr' | 'en';

const KEY = 'backoffice.language';

export function storedLanguage(): BackofficeLanguage {
  try {
    return window.localStorage.getItem(KEY) === 'en' ? 'en' : 'tr';
  } catch {
    return 'tr';
  }
}

export function storeLanguage(language: BackofficeLanguage): void {
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    // private mode: the choice holds for this page only
  }
}
