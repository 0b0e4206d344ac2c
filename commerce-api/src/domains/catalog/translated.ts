// Translated columns keep Turkish in the plain column and English in the *_en column.
import type { Language } from 'shared-contracts/server';

export function pickText(language: Language, tr: string, en: string | null | undefined): string {
  return language === 'en' && en ? en : tr;
}

export function pickOptionalText(language: Language, tr: string | null | undefined, en: string | null | undefined): string | null {
  if (language === 'en' && en) return en;
  return tr ?? null;
}
