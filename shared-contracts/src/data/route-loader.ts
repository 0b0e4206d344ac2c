// Route loaders: the data of a screen's first render, declared next to the module that renders
// it (a remote's src/exposed/<Module>.data.ts, exposed as './<Module>.data'). The shell runs the
// route's loader once per page, in parallel with loading the module: on the server before the one
// render pass (the page is rendered with everything the loaders read), in the browser when the
// visitor goes to the route. What a loader reads goes into the page's first-screen data, the one
// channel the hooks read a screen's first render from (useQuery by operationKey, REST reads by
// their key through useFirstScreenData).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Language } from '../constants/business';

export interface RouteLoaderContext {
  language: Language;
  /** The route's path parameters (':orderNumber', ':slug', ':id'); none for a top-level seName. */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query parameters. */
  search: URLSearchParams;
  /** Whether a customer (or a guest checkout session) is logged in. */
  isLoggedIn: boolean;
  /**
   * Runs a GraphQL query for the first screen; its result is what `useQuery(document, { variables })`
   * renders with. Resolves with the data, or undefined when it failed (the part then loads in the
   * browser); it never rejects.
   */
  query<TData, TVariables extends object>(document: TypedDocumentNode<TData, TVariables>, variables?: TVariables): Promise<TData | undefined>;
  /**
   * A read outside GraphQL (a REST answer) kept under `key`: what `useFirstScreenData(key)` returns
   * in the first render. `load` gets the API's base URL ('' in the browser) and a signal that
   * aborts at the page's deadline. Undefined when it failed; never rejects.
   */
  read<T>(key: string, load: (apiUrl: string, signal: AbortSignal) => Promise<T>): Promise<T | undefined>;
  /**
   * A widget of another team this screen renders in a RemoteSlot (WIDGETS of the route table):
   * runs that module's own loader with the props the slot will get, and loads its module with it.
   */
  widget(id: string, props: object): Promise<void>;
}

/** A module's loader: reads what its first render shows, given the props the shell renders it with. */
export type RouteLoader<Props extends object = object> = (context: RouteLoaderContext, props: Props) => Promise<void>;

/** What a '<Module>.data' expose holds. */
export interface RouteLoaderModule<Props extends object = object> {
  default: RouteLoader<Props>;
}

/** The id of a module's loader: 'mf_product/ProductPage' -> 'mf_product/ProductPage.data'. */
export const loaderModuleId = (moduleId: string): string => `${moduleId}.data`;
