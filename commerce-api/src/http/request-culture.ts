// Language of a request (spec section 7): the `language` header (or REST `language` query
// parameter) first, else the Culture header (tr-TR, en-US, de-DE, nl-NL, fr-FR). Content exists
// in tr and en; de, nl and fr are accepted and served Turkish content.
import { CULTURE_BY_LANGUAGE, DEFAULT_LANGUAGE, type Language } from 'shared-contracts/server';

type HeaderBag = Record<string, string | string[] | undefined> | Headers;

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const v = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(v) ? v[0] : v;
}

const ACCEPTED = Object.keys(CULTURE_BY_LANGUAGE) as (keyof typeof CULTURE_BY_LANGUAGE)[];

function accepted(value: string | undefined): keyof typeof CULTURE_BY_LANGUAGE | null {
  const code = value?.trim().slice(0, 2).toLowerCase();
  return ACCEPTED.find((l) => l === code) ?? null;
}

export interface RequestCulture {
  language: Language;
  culture: string;
}

export function requestCulture(headers: HeaderBag, queryLanguage?: string): RequestCulture {
  const asked = accepted(queryLanguage) ?? accepted(header(headers, 'language')) ?? accepted(header(headers, 'culture'));
  const language: Language = asked === 'en' ? 'en' : DEFAULT_LANGUAGE;
  const cultureHeader = header(headers, 'culture')?.trim();
  const culture = cultureHeader && /^[a-z]{2}-[A-Z]{2}$/.test(cultureHeader) && accepted(cultureHeader) ? cultureHeader : CULTURE_BY_LANGUAGE[asked ?? language];
  return { language, culture };
}
