// What goes into a mail header (the subject) or an SMS comes from shop data and shopper input
// (names, contact subjects, notes): control characters, CR and LF above all, are replaced so a
// value can never start a header of its own; runs of spaces collapse and the length is bounded.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export const MAX_SUBJECT_LENGTH = 200;

/** One line of header-safe text: no CR/LF or other control character, at most `max` characters. */
export function headerSafe(value: string, max = MAX_SUBJECT_LENGTH): string {
  const line = value.replace(CONTROL, ' ').replace(/\s{2,}/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
