// For a top-level seName path the server (scripts/serve-site.mjs) already asked the API what it
// names and wrote the answer into the page (window.__STOREFRONT_URL_RECORD__), to preload the
// right remote. Writing it into the Apollo cache saves the page that round trip too: SeNameRoute
// renders the category or product module at once.
import type { ApolloClient } from '@apollo/client';
import { UrlRecordDocument, type UrlRecordQuery } from 'shared-contracts/graphql';

export interface InlineUrlRecord {
  seName: string;
  urlRecord: UrlRecordQuery['urlRecord'];
}

function isUrlRecord(value: unknown): value is NonNullable<UrlRecordQuery['urlRecord']> {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (r.entityName === 'CATEGORY' || r.entityName === 'PRODUCT') && typeof r.entityId === 'number' && typeof r.seName === 'string';
}

export function readInlineUrlRecord(win: Window = window): InlineUrlRecord | null {
  const inline = (win as Window & { __STOREFRONT_URL_RECORD__?: unknown }).__STOREFRONT_URL_RECORD__;
  if (typeof inline !== 'object' || inline === null) return null;
  const { seName, urlRecord } = inline as { seName?: unknown; urlRecord?: unknown };
  if (typeof seName !== 'string' || !seName) return null;
  if (urlRecord !== null && !isUrlRecord(urlRecord)) return null;
  return { seName, urlRecord: urlRecord === null ? null : { __typename: 'UrlRecord', entityName: urlRecord.entityName, entityId: urlRecord.entityId, seName: urlRecord.seName } };
}

export function seedUrlRecord(client: ApolloClient, win: Window = window): boolean {
  const inline = readInlineUrlRecord(win);
  if (!inline) return false;
  client.writeQuery({ query: UrlRecordDocument, variables: { seName: inline.seName }, data: { __typename: 'Query', urlRecord: inline.urlRecord } });
  return true;
}
