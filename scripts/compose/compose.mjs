#!/usr/bin/env node
// npm run compose -- status | set <remote> <version> | rollback <remote> | history
// Switches which version of a remote the live shop loads, after checking it fits the live shell
// (see version-checks.mjs), with an atomic replacement of the composition file and a history.
// The site server and the browsers read the composition per request: no restart.
import { composePaths } from './compose-paths.mjs';
import { history, rollback, set, status } from './compose-commands.mjs';

const USAGE = 'usage: npm run compose -- status | set <remote> <version> | rollback <remote> | history';
const [command, ...args] = process.argv.slice(2);
const paths = composePaths();

const commands = {
  status: () => status(paths),
  set: () => (args.length === 2 ? set(paths, process.env, args[0], args[1]) : { code: 2, out: [USAGE] }),
  rollback: () => (args.length === 1 ? rollback(paths, process.env, args[0]) : { code: 2, out: [USAGE] }),
  history: () => history(paths),
};

try {
  const run = commands[command];
  const result = run ? run() : { code: 2, out: [USAGE] };
  (result.code === 0 ? console.log : console.error)(result.out.join('\n'));
  process.exitCode = result.code;
} catch (error) {
  console.error(`compose: ${error.message}`);
  process.exitCode = 1;
}
