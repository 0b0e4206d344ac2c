// Plain translation for code that has no react-intl (the API, toasts built outside React).
// Supports {name} placeholders only; react-intl handles the same messages on the client.
import { uiMessagesTr, type UiMessageKey } from './ui-messages.tr';
import { uiMessageCatalogues } from './ui-catalogues';
import { fillPlaceholders, type MessageCatalogue } from './message-catalogue';
import type { Language } from '../constants/business';

/**
 * The shared ui.* messages of a language as far as they are loaded (Turkish until then: see
 * ui-catalogues.ts), for react-intl's IntlProvider: typed as the strings the source holds, but
 * ASTs in a production webpack build (see message-catalogue.ts); read a text through
 * translate(), not from here.
 */
export function messagesFor(language: Language | string): Record<string, string> {
  return uiMessageCatalogues.get(language);
}

export function isUiMessageKey(key: string): key is UiMessageKey {
  return key in uiMessagesTr;
}

export function translate(language: Language | string, key: string, values?: Record<string, string | number>): string {
  const message = (messagesFor(language) as MessageCatalogue)[key];
  if (message === undefined) return key;
  return fillPlaceholders(message, values);
}
