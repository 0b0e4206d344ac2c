// What a page is, decided once per request and handed to the browser: the module that renders its
// main area, the props it gets and the route's parameters. The server resolves it (route-matching
// plus, for a top-level seName, the urlRecord answer) and renders from it; the page carries it, and
// the browser's boot starts that module and nothing else (boot/first-route.ts). A page rendered
// in the browser resolves it there, from the same pieces. SeNameRoute renders a seName's module
// with seNameModule's props, so the server's choice and the router's never differ.
import { ROUTES, moduleId, type CategoryPageProps, type ProductPageProps } from 'shared-contracts';
import type { UrlRecordQuery } from 'shared-contracts/graphql';
import type { Language } from 'shared-contracts/rules';
import type { ShellRouteMatch } from './route-matching';

export interface PageRecord {
  /** The module of the page's main area ('mf_product/ProductPage'); null: the shell's not-found page. */
  moduleId: string | null;
  /** What that module is rendered with. */
  props: object;
  /** The route's path parameters (':orderNumber', ':slug', ':id'). */
  params: Record<string, string | undefined>;
}

type UrlRecord = NonNullable<UrlRecordQuery['urlRecord']>;

/** The category or product module a urlRecord names, with its props. */
export function seNameModule(record: UrlRecord, language: Language): { moduleId: string; props: CategoryPageProps | ProductPageProps } {
  if (record.entityName === 'CATEGORY') return { moduleId: moduleId(ROUTES.category), props: { categoryId: record.entityId, seName: record.seName, language } };
  return { moduleId: moduleId(ROUTES.product), props: { productId: record.entityId, seName: record.seName, language } };
}

/**
 * @param urlRecord for a seName: its answer (null: no such name); ignored for a route of the table
 * @returns null when the seName's answer is not known (the page is resolved in the browser)
 */
export function pageRecord(match: ShellRouteMatch | null, language: Language, urlRecord?: UrlRecord | null): PageRecord | null {
  if (!match) return { moduleId: null, props: {}, params: {} };
  if (match.kind === 'route') return { moduleId: moduleId(match.def), props: { language }, params: match.params };
  if (urlRecord === undefined) return null;
  if (urlRecord === null) return { moduleId: null, props: {}, params: { seName: match.seName } };
  return { ...seNameModule(urlRecord, language), params: { seName: match.seName } };
}

/** A record from the page's inline state, checked (it comes from outside the code). */
export function parsePageRecord(value: unknown): PageRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { moduleId: id, props, params } = value as Partial<PageRecord>;
  if (id !== null && typeof id !== 'string') return null;
  if (typeof props !== 'object' || props === null || typeof params !== 'object' || params === null) return null;
  return { moduleId: id, props, params: params as PageRecord['params'] };
}
