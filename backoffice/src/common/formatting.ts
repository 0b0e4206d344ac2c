// Dates as the chain's staff read them: Istanbul time, in the app's language.
const TIME_ZONE = 'Europe/Istanbul';

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(date);
}

export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'medium', timeZone: TIME_ZONE }).format(date);
}

/** A fresh idempotency key for an action that moves money (one refund per key). */
export function newActionKey(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${random}`;
}
