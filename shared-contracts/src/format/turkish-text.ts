// Turkish case folding done in code: the embedded database has no Turkish locale, and JS's
// default toLowerCase maps İ to "i̇" (with a combining dot).
export function foldTurkish(text: string): string {
  return text.replace(/İ/g, 'i').replace(/I/g, 'ı').toLocaleLowerCase('tr-TR').normalize('NFC');
}

/** URL-safe slug from Turkish text: ç->c, ğ->g, ı->i, ö->o, ş->s, ü->u. */
export function slugify(text: string): string {
  return foldTurkish(text)
    .replace(/ç/g, 'c')
    .replace(/ğ/g, 'g')
    .replace(/ı/g, 'i')
    .replace(/ö/g, 'o')
    .replace(/ş/g, 's')
    .replace(/ü/g, 'u')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
