export { useQuery, useLazyQuery, useMutation, useApolloClient, skipToken, type SkipToken, type QueryHookOptions, type QueryHookResult, type LazyQueryHookResult, type LazyQueryExecute, type MutationHookOptions, type MutationHookResult, type MutationExecute } from './hooks';
export { DataClientContext, readyDataClient, useDataClient, type DataClient } from './data-client';
export { useFirstScreenData, firstScreenFailure, isFirstScreenFailure, type FirstScreenResults, type FirstScreenFailure } from './first-screen-data';
export { serverDataClient, type ServerDataClient } from './server-data-client';
export { loaderModuleId, type RouteLoader, type RouteLoaderContext, type RouteLoaderModule } from './route-loader';
export { operationKey } from './operation-key';
export { lazyClientProxy } from './browser-hooks';
