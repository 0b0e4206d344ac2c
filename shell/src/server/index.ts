// The shell's server build (dist/server/main.js): what the site server calls for a page, first
// resolveRequest (the route, and where the browser would be sent instead: pageRedirect is its
// location alone), then renderPage with that route; prepareRemotes when it
// starts (the composition's remotes loaded before the first page needs them).
export { pageRedirect, resolveRequest, type PageRedirectInput, type ResolvedRequest } from './page-redirect';
export { renderPage, type RenderPageInput, type RenderPageResult } from './render-page';
export { prepareRemotes, retainRemotes } from './server-remotes';
export { loadedVersions } from './remote-version-runtimes';
