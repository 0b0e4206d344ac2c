// The first screen's data, one channel from the route's loaders to the first render: every
// GraphQL result (by operationKey) and every REST answer (by its key) a loader read. On the server
// the render reads it through the server's DataClient; the page carries it to the browser, whose
// hooks read the same entries while the browser is at the address they were read for (the one
// rule that ends it, for both kinds; a route loader run on navigation adds the new address's).
import { useDataClient } from './data-client';

export type FirstScreenResults = Record<string, unknown>;

/**
 * A read that failed on the server is kept as such in the same map, so that the part renders its
 * error view (with its retry) on the server and in the hydrating render alike.
 */
export interface FirstScreenFailure {
  __firstScreenFailure: string;
}

export const firstScreenFailure = (reason: string): FirstScreenFailure => ({ __firstScreenFailure: reason });

export function isFirstScreenFailure(value: unknown): value is FirstScreenFailure {
  return typeof value === 'object' && value !== null && typeof (value as FirstScreenFailure).__firstScreenFailure === 'string';
}

/**
 * A REST answer the route's loader read (RouteLoaderContext.read) under `key`, while the page is
 * on the address it was loaded for; undefined otherwise (the part then loads it itself).
 */
export function useFirstScreenData<T>(key: string | null): T | undefined {
  const data = useDataClient();
  if (key === null) return undefined;
  const value = data.firstScreenValue(key)?.value;
  return isFirstScreenFailure(value) ? undefined : (value as T | undefined);
}
