// Plain translation for code that has no react-intl (the API, toasts built outside React).
// Supports {name} placeholders only; react-intl handles the same strings on the client.
import { uiMessagesTr, type UiMessageKey } from './ui-messages.tr';
import { uiMessagesEn } from './ui-messages.en';
import type { Language } from '../constants/business';

export function messagesFor(language: Language | string): Record<string, string> {
  return language === 'en' ? uiMessagesEn : uiMessagesTr;
}

export function isUiMessageKey(key: string): key is UiMessageKey {
  return key in uiMessagesTr;
}

export function translate(language: Language | string, key: string, values?: Record<string, string | number>): string {
  const template = messagesFor(language)[key] ?? key;
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
