// The shop addresses shoppers in the formal register ("siz": ölçtürebilirsiniz, seçin), never
// the informal one ("sen": aldırabilirsin, seç bakalım). Tests run a team's Turkish texts through
// this check; it finds the informal second person singular of verbs and the pronoun "sen".

/** Verb endings of the informal second person singular (-sin after a tense or mood suffix). */
const INFORMAL_VERB = /(?<!\p{L})\p{L}*(?:[ıiuü]yor|[ae]bilir|[ae]cak|[ae]cek|m[ıiuü]ş|[ae]r|[ıiuü]r|m[ae]l[ıi])s[ıiuü]n(?!\p{L})/giu;
/** The pronoun and its cases. */
const INFORMAL_PRONOUN = /(?<!\p{L})(?:sen|seni|sana|senin|sende|senden|seninle)(?!\p{L})/giu;

/** The informal words of a Turkish text (empty when it speaks formally). */
export function informalTurkish(text: string): string[] {
  return [...(text.match(INFORMAL_VERB) ?? []), ...(text.match(INFORMAL_PRONOUN) ?? [])];
}
