#!/usr/bin/env node
// Serves the composed production build the way a CDN + API gateway would, on one port, and
// starts the commerce API (embedded PGlite unless DATABASE_URL is set) as a child process.
// `npm start`, `npm run serve`, the journeys and the web benchmark start it. The server itself
// (fastify) is in site-server/: main.mjs says what is served where.
//
// Settings (environment): PORT (3000), HOST (0.0.0.0), API_PORT (4000), PUBLIC_URL,
// COMPOSITION_FILE, LANGUAGE_SELECTION=off, GOOGLE_MAPS_API_KEY, SERVE_API=off (an API already
// runs on API_PORT), SSR=off (client-rendered pages only), SSR_BUDGET_MS (300: each remote's
// server render budget), API_INSTANCES (1: API processes on API_PORT, API_PORT + 1 ..., the
// requests balanced over them; more than one needs DATABASE_URL), HSTS=on|off (default: on when
// PUBLIC_URL is https), CSP_REPORT_ONLY=on, CSP_REPORT_FILE, SOURCE_MAPS=on|off (default: on
// only with NODE_ENV=development), MAIL_CATCHER=on|off, MAIL_CATCHER_PORT (site-server/mail-catcher.mjs).
import { startSite } from './site-server/main.mjs';
import { siteSettings } from './site-server/settings.mjs';
import { mailCatcherLine, startMailCatcher } from './site-server/mail-catcher.mjs';

// Before the API starts: it inherits SMTP_URL (and SMS_PROVIDER) pointing at the catcher.
const catcher = await startMailCatcher(process.env);
await startSite(siteSettings(process.env));
if (catcher && !process.exitCode) console.log(mailCatcherLine(catcher));
