// For a top-level seName path of a page the browser renders itself, the site server
// (scripts/site-server/client-index.mjs) already asked the API what it names and wrote the answer
// into the page (window.__STOREFRONT_URL_RECORD__), to preload the right remote. It is first-screen
// data of the address like any other (lazy-data-client.ts): SeNameRoute's query answers from it,
// and the category or product module renders at once, without that round trip.
import { operationKey } from 'shared-contracts';
import { UrlRecordDocument, type UrlRecordQuery } from 'shared-contracts/graphql';
import type { BrowserDataClient } from '../apollo/lazy-data-client';

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

export function seedUrlRecord(data: Pick<BrowserDataClient, 'provide'>, win: Window = window): boolean {
  const inline = readInlineUrlRecord(win);
  if (!inline) return false;
  const address = `${win.location.pathname}${win.location.search}`;
  data.provide(address, operationKey(UrlRecordDocument, { seName: inline.seName }), { __typename: 'Query', urlRecord: inline.urlRecord });
  return true;
}
