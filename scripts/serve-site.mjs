#!/usr/bin/env node
// The site server: the composed production build (pages rendered on the server, the shell's and
// remotes' files) on one port. `npm start` and `npm run serve` also start one commerce API beside
// it (embedded PGlite unless DATABASE_URL is set); `npm run serve:site` (SERVE_API=off) runs the
// site alone, as a service behind nginx (deploy/). The server itself (fastify) is in
// site-server/: main.mjs says what is served where.
//
// Settings (environment): PORT (3000), HOST (0.0.0.0), API_URL (where the API is reached;
// default http://127.0.0.1:API_PORT), API_PORT (4000: the API started beside the site),
// SERVE_API=off (start no API), PUBLIC_URL, COMPOSITION_FILE, LANGUAGE_SELECTION=off,
// GOOGLE_MAPS_API_KEY, SSR=off (client-rendered pages only), SSR_BUDGET_MS (300: each remote's
// server render budget), HSTS=on|off (default: on when PUBLIC_URL is https), CSP_REPORT_ONLY=on,
// CSP_REPORT_FILE, SOURCE_MAPS=on|off (default: on only with NODE_ENV=development), LOG_LEVEL
// (info), SHUTDOWN_GRACE_MS (10000), TRUSTED_PROXIES, MAIL_CATCHER=on|off, MAIL_CATCHER_PORT
// (site-server/mail-catcher.mjs). Operations: GET /health, /ready, /metrics.
import { startSite } from './site-server/main.mjs';
import { siteSettings } from './site-server/settings.mjs';
import { mailCatcherLine, startMailCatcher } from './site-server/mail-catcher.mjs';

// Before the API starts: it inherits SMTP_URL (and SMS_PROVIDER) pointing at the catcher.
const catcher = await startMailCatcher(process.env);
await startSite(siteSettings(process.env));
if (catcher && !process.exitCode) console.log(mailCatcherLine(catcher));
