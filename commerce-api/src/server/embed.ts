// The server as a library, for running it inside another Node process (the API benchmark):
// built to dist/server/embed.js next to main.js, so benchmarks measure the production bundle.
export { buildApp, type BuildAppOptions } from './app.js';
export { migrateDatabase, openDatabase, type Database } from '../db/client.js';
export { seedDatabase } from '../seed/index.js';
export { warmListingIndex } from '../domains/catalog/listing/listing-index/index-holder.js';
