#!/usr/bin/env node
// The commerce API as a service of its own (`npm run serve:api`): its production build
// (commerce-api/dist/server/main.js) run in this process, so that a supervisor's SIGTERM reaches
// it directly (it stops taking requests, finishes those in flight, closes its database pool and
// exits). Several run side by side behind nginx, one PORT each, on one PostgreSQL database
// (DATABASE_URL) with one CAPTCHA_HMAC_KEY. Settings: commerce-api/src/server/main.ts.
// Operations: GET /health (alive), /ready (the database answers), /metrics (Prometheus).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const apiFolder = resolve(import.meta.dirname, '..', 'commerce-api');
const entry = join(apiFolder, 'dist', 'server', 'main.js');
if (!existsSync(entry)) {
  console.error('commerce-api is not built: run `npm run build -w commerce-api` (or `npm run build`) first.');
  process.exit(1);
}
process.env.NODE_ENV ??= 'production';
// DATA_DIR and the API's other relative paths are its folder's, as under `npm start`.
process.chdir(apiFolder);
await import(pathToFileURL(entry).href);
