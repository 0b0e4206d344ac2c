// Turning a shopper's query into search terms: Turkish case folding (foldTurkish: İ->i, I->ı),
// ASCII folding (ü->u, ş->s ...) so "yuzuk" finds "yüzük", and a light suffix strip so an
// ASCII-typed inflection ("yuzukler") still finds its stem.
import { foldTurkish } from 'shared-contracts/server';

/** Must equal the translate() of products.search_ascii (migration 0007). */
export const ASCII_FOLD_FROM = 'çğıöşüâîû';
export const ASCII_FOLD_TO = 'cgiosuaiu';

export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 50;

// Plural and common case endings, longest first (after ASCII folding).
const SUFFIXES = ['lerinden', 'larindan', 'lerinde', 'larinda', 'lerini', 'larini', 'lerin', 'larin', 'leri', 'lari', 'ler', 'lar'];

export function asciiFold(folded: string): string {
  let out = '';
  for (const ch of folded) {
    const i = ASCII_FOLD_FROM.indexOf(ch);
    out += i >= 0 ? ASCII_FOLD_TO[i] : ch;
  }
  return out;
}

export interface SearchWord {
  /** Turkish-folded word, for full text search with the 'turkish' configuration. */
  folded: string;
  /** ASCII-folded word, for substring and trigram (typo) matching. */
  ascii: string;
  /** ASCII stem with a plural/case ending removed, when one was found. */
  asciiStem: string | null;
}

export interface SearchTerms {
  raw: string;
  words: SearchWord[];
  /** The whole ASCII-folded query, for relevance (trigram word similarity). */
  ascii: string;
}

export function searchTerms(raw: string): SearchTerms {
  const trimmed = raw.trim();
  const folded = foldTurkish(trimmed);
  const words = folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH))
    .map((w) => {
      const ascii = asciiFold(w);
      const suffix = SUFFIXES.find((s) => ascii.endsWith(s) && ascii.length - s.length >= 3);
      return { folded: w, ascii, asciiStem: suffix ? ascii.slice(0, -suffix.length) : null };
    });
  return { raw: trimmed, words, ascii: words.map((w) => w.ascii).join(' ') };
}
