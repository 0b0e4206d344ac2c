// Content is written in tr and en. An explicit language argument wins over the request's
// language; any other language (de, nl, fr ...) reads the Turkish content.
import { LANGUAGES, type Language } from 'shared-contracts/server';

export function contentLanguage(requestLanguage: Language, requested?: string | null): Language {
  if (requested == null || requested.trim() === '') return requestLanguage;
  const wanted = requested.trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(wanted) ? (wanted as Language) : 'tr';
}
