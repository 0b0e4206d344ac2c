// The shell's server build (dist/server/main.js): the page renderer the site server calls.
export { renderPage, type RenderPageInput, type RenderPageResult } from './render-page';
