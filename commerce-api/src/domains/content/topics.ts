// topicsByType: agreement and page topics in the request language. A generic attribute whose key
// ends in `.en` is the English text of the attribute without the suffix (e.g. TEXT / TEXT.en,
// the label shown beside an agreement checkbox); only the chosen language's value leaves the API.
// A topic's body is shown as HTML (registration agreements, delivery and return policies): it
// leaves cleaned (safe-html.ts).
import { asc, eq } from 'drizzle-orm';
import type { Language, Topic } from 'shared-contracts/server';
import type { Db } from '../../db/client.js';
import { topics } from '../../db/schema.js';
import { safeHtml } from '../../security/safe-html.js';
import { pickText } from '../catalog/translated.js';

const EN_SUFFIX = '.en';

export function localizeAttributes(attributes: { key: string; value: string }[], language: Language): { key: string; value: string }[] {
  const english = new Map(attributes.filter((a) => a.key.endsWith(EN_SUFFIX)).map((a) => [a.key.slice(0, -EN_SUFFIX.length), a.value]));
  return attributes
    .filter((a) => !a.key.endsWith(EN_SUFFIX))
    .map((a) => ({ key: a.key, value: pickText(language, a.value, english.get(a.key)) }));
}

export async function topicsByType(db: Db, rawType: string, language: Language): Promise<Topic[]> {
  const type = rawType.trim().toUpperCase();
  if (!type || type.length > 50) return [];
  const rows = await db.select().from(topics).where(eq(topics.type, type)).orderBy(asc(topics.sortOrder), asc(topics.id));
  return rows.map((t) => ({
    id: t.id,
    systemName: t.systemName,
    title: pickText(language, t.title, t.titleEn),
    body: safeHtml(pickText(language, t.body, t.bodyEn)),
    required: t.required,
    genericAttributes: localizeAttributes(t.genericAttributes, language),
  }));
}
