// Plain translation for code that has no react-intl (the API, toasts built outside React).
// Supports {name} placeholders only; react-intl handles the same messages on the client.
import { uiMessagesTr, type UiMessageKey } from './ui-messages.tr';
import { uiMessagesEn } from './ui-messages.en';
import { fillPlaceholders, type MessageCatalogue } from './message-catalogue';
import type { Language } from '../constants/business';

/**
 * The shared ui.* messages of a language, for react-intl's IntlProvider: typed as the strings
 * the source holds, but ASTs in a production webpack build (see message-catalogue.ts); read a
 * text through translate(), not from here.
 */
export function messagesFor(language: Language | string): Record<string, string> {
  return language === 'en' ? uiMessagesEn : uiMessagesTr;
}

export function isUiMessageKey(key: string): key is UiMessageKey {
  return key in uiMessagesTr;
}

export function translate(language: Language | string, key: string, values?: Record<string, string | number>): string {
  const message = (messagesFor(language) as MessageCatalogue)[key];
  if (message === undefined) return key;
  return fillPlaceholders(message, values);
}
