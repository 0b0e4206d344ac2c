// The route's data, started with its module when the visitor goes to a route in the browser: the
// route's area (RemoteArea) waits for both, so the page shows with its first screen rather than
// its loading state. Not on the server (the loaders ran before the render) nor at the address of a
// server-rendered page (its data came with it); never longer than route-data.ts allows.
import { useSelector } from 'react-redux';
import { selectIsLoggedIn, useDataClient } from 'shared-contracts';
import type { BrowserDataClient } from '../apollo/lazy-data-client';
import type { PageRecord } from './page-record';
import { routeDataOnce } from './route-data';
import { useLanguage } from './useLanguage';

export function useRouteData(record: PageRecord): Promise<void> | undefined {
  const data = useDataClient() as Partial<BrowserDataClient>;
  const language = useLanguage();
  const isLoggedIn = useSelector(selectIsLoggedIn);
  if (!data.provide || !data.atHandoverAddress || data.atHandoverAddress() || !record.moduleId) return undefined;
  return routeDataOnce(record, { data: data as BrowserDataClient, language, isLoggedIn });
}
