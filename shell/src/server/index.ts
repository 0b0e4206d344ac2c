// The shell's server build (dist/server/main.js): what the site server calls for a page, first
// pageRedirect (where the browser would be sent instead), then renderPage; prepareRemotes when it
// starts (the composition's remotes loaded before the first page needs them).
export { pageRedirect, type PageRedirectInput } from './page-redirect';
export { renderPage, type RenderPageInput, type RenderPageResult } from './render-page';
export { prepareRemotes, retainRemotes } from './server-remotes';
export { loadedVersions } from './remote-version-runtimes';
