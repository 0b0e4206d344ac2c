import { LANGUAGE_COOKIE, type Language } from 'shared-contracts/rules';

const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;

/** NEXT_LANGUAGE with a far-future expiry (spec section 4, Language). */
export function storeLanguageChoice(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${TEN_YEARS_S}; samesite=lax`;
}
