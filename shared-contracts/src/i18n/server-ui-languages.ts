// A server build renders every language from its first request, so it has them all statically.
// __SERVER__ is a build constant: the browser builds drop the require (English is a chunk there).
declare const __SERVER__: boolean;
/* eslint-disable-next-line @typescript-eslint/no-require-imports */
if (__SERVER__) require('./all-ui-languages');

// A module (its __SERVER__ declaration stays its own).
export {};
