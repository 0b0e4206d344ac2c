// The staff side's messages (the staff API's errors and results, the back office's texts), in
// Turkish and English, one file per area. Never part of the shop's ui.* catalogue: no shop page
// downloads them.
import { fillPlaceholders } from '../message-catalogue';
import { catalogueStaffMessages } from './catalogue';
import { identityStaffMessages } from './identity';
import { ordersStaffMessages } from './orders';

export const staffMessages = {
  tr: { ...identityStaffMessages.tr, ...ordersStaffMessages.tr, ...catalogueStaffMessages.tr },
  en: { ...identityStaffMessages.en, ...ordersStaffMessages.en, ...catalogueStaffMessages.en },
} as const;

export type StaffMessageKey = keyof typeof staffMessages.tr;

/** A staff message in the language (Turkish for any other); the key itself when unknown. */
export function translateStaff(language: string, key: string, values?: Record<string, string | number>): string {
  const catalogue: Record<string, string> = language === 'en' ? staffMessages.en : staffMessages.tr;
  const message = catalogue[key];
  return message === undefined ? key : fillPlaceholders(message, values);
}
