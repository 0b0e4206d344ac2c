export { useQuery, useLazyQuery, useMutation, useApolloClient, skipToken } from './hooks';
export { DataClientContext, readyDataClient, useDataClient, type DataClient } from './data-client';
export { createFirstScreenRecorder, FirstScreenRecorderContext, type FirstScreenRecorder, type FirstScreenResults } from './first-screen-results';
export { operationKey } from './operation-key';
export { lazyClientProxy } from './browser-hooks';
