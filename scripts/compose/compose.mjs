#!/usr/bin/env node
// npm run compose -- <command>: which version of each remote the live shop serves, for everybody
// (set, rollback), for a share of visitors (canary, promote, abort) or for one browser (override).
// Every version is checked against the live shell first (version-checks.mjs). The composition is
// in PostgreSQL when DATABASE_URL is set, else the file beside the shell's build
// (composition-store.mjs); the site servers follow a change without a restart.
import { parseArgs } from 'node:util';
import { composePaths } from './compose-paths.mjs';
import { abort, canary, canaryStatus, history, override, promote, rollback, set, status } from './compose-commands.mjs';
import { openCompositionStore } from './composition-store.mjs';

const USAGE = [
  'usage: npm run compose -- <command>',
  '  status                                        live versions, running canaries, versions built',
  '  set <remote> <version>                        make a checked version live for everybody',
  '  rollback <remote>                             back to the version live before',
  '  history                                       every change: who, when, from, to',
  '  canary <remote> <version> --share <1..99>     serve a checked version to a share of visitors',
  '  canary status [remote]                        the canary against live: page views, errors, p75 LCP/INP, verdict',
  '  promote <remote>                              the canary\'s version goes live for everybody',
  '  abort <remote> [--reason <text>]              end the canary; live stays',
  '  override <remote> <version> [--hours 8] [--base http://localhost:3000]   a QA link for one browser',
];

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { share: { type: 'string' }, reason: { type: 'string' }, hours: { type: 'string' }, base: { type: 'string' } },
  });
} catch (error) {
  console.error(`compose: ${error.message}\n${USAGE.join('\n')}`);
  process.exit(2);
}
const { positionals: [command, ...args], values: options } = parsed;
const usage = () => ({ code: 2, out: USAGE });

const commands = {
  status: (ctx) => (args.length === 0 ? status(ctx) : usage()),
  set: (ctx) => (args.length === 2 ? set(ctx, args[0], args[1]) : usage()),
  rollback: (ctx) => (args.length === 1 ? rollback(ctx, args[0]) : usage()),
  history: (ctx) => (args.length === 0 ? history(ctx) : usage()),
  canary: (ctx) => {
    if (args[0] === 'status' && args.length <= 2) return canaryStatus(ctx, args[1]);
    return args.length === 2 && options.share !== undefined ? canary(ctx, args[0], args[1], { share: options.share }) : usage();
  },
  promote: (ctx) => (args.length === 1 ? promote(ctx, args[0]) : usage()),
  abort: (ctx) => (args.length === 1 ? abort(ctx, args[0], { reason: options.reason }) : usage()),
  override: (ctx) => (args.length === 2 ? override(ctx, args[0], args[1], { hours: options.hours, base: options.base }) : usage()),
};

const run = commands[command];
if (!run) {
  console.error(USAGE.join('\n'));
  process.exitCode = 2;
} else {
  const paths = composePaths();
  let store;
  try {
    store = openCompositionStore({ env: process.env, paths });
    const result = await run({ store, paths, env: process.env });
    (result.code === 0 ? console.log : console.error)(result.out.join('\n'));
    process.exitCode = result.code;
  } catch (error) {
    console.error(`compose: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await store?.close().catch(() => {});
  }
}
