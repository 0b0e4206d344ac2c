// A module of its own, loaded once the page is idle (apollo-warm-up.ts), for what webpack does
// when a chunk arrives: it prefetches the chunks that chunk's import()s mark webpackPrefetch
// (<link rel="prefetch">: downloaded at the lowest priority, not run). The mark is here and not
// on create-shell.ts's import, so the download starts at idle rather than with the shell's script.
export const prefetchedApolloClient = () => import(/* webpackPrefetch: true */ '../apollo/create-apollo-client');
