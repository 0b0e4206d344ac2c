#!/usr/bin/env node
// Writes nginx's configuration from deploy/nginx/storefront.conf.template: the public address,
// the site servers and API instances it balances, the repository folder its files are served
// from, and the limits. The topology test and benchmark run nginx on what it writes; an
// operator writes theirs the same way:
//   node scripts/deploy/nginx-config.mjs --listen 80 --api-listen 127.0.0.1:8081 \
//     --site 127.0.0.1:3001 --site 127.0.0.1:3002 --api 127.0.0.1:4001 --api 127.0.0.1:4002 \
//     --root /srv/storefront --user www-data > /etc/nginx/storefront.conf
// Checked with `nginx -t -p <prefix> -c <file>`; run with `nginx -p <prefix> -c <file>`.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

export const TEMPLATE = resolve(import.meta.dirname, '..', '..', 'deploy', 'nginx', 'storefront.conf.template');
/** The shell's build writes the consent cookie's name and pattern (shared-contracts) here. */
export const ROUTE_TABLE = resolve(import.meta.dirname, '..', '..', 'shell', 'dist', 'route-table.json');
const ADDRESS = /^(?:[0-9.]+:|\[[0-9a-f:]+\]:|[a-z0-9.-]+:)?[0-9]{1,5}$/i;
const SIZE = /^[0-9]+[kKmM]?$/;
const SECONDS = /^[0-9]+(?:ms|s|m)?$/;

/**
 * The configuration's text. Throws, naming the setting, on a value nginx would refuse.
 * @param {{ listen: string, apiListen: string, siteServers: string[], apiServers: string[],
 *   root: string, user?: string | null, workers?: string, maxBody?: string, clientTimeout?: string,
 *   maxFails?: number, failTimeout?: string, accessLog?: string, errorLog?: string, mimeTypes?: string }} options
 */
export function nginxConfig(options) {
  const {
    listen,
    apiListen,
    siteServers,
    apiServers,
    root,
    user = null,
    workers = 'auto',
    maxBody = '1m',
    clientTimeout = '10s',
    maxFails = 1,
    failTimeout = '5s',
    accessLog = 'access.log',
    errorLog = 'error.log',
    mimeTypes = '/etc/nginx/mime.types',
    consentCookie = consentCookieOfBuild(),
  } = options;
  const check = (name, ok, value) => {
    if (!ok) throw new Error(`nginx configuration: ${name} ${JSON.stringify(value)} is not valid`);
  };
  check('listen', ADDRESS.test(String(listen)), listen);
  check('apiListen', ADDRESS.test(String(apiListen)) && !/^(?:[0-9]{1,5}|0\.0\.0\.0:.*)$/.test(String(apiListen)), apiListen);
  for (const server of [...siteServers, ...apiServers]) check('server', ADDRESS.test(server), server);
  check('siteServers', siteServers.length > 0, siteServers);
  check('apiServers', apiServers.length > 0, apiServers);
  check('root', typeof root === 'string' && root.startsWith('/') && !/[\s;{}'"]/.test(root), root);
  check('maxBody', SIZE.test(maxBody), maxBody);
  check('clientTimeout', SECONDS.test(clientTimeout), clientTimeout);
  check('failTimeout', SECONDS.test(failTimeout), failTimeout);
  check('maxFails', Number.isInteger(maxFails) && maxFails >= 0, maxFails);
  check('user', user === null || /^[a-z_][a-z0-9_-]*$/.test(user), user);
  check('workers', workers === 'auto' || /^[0-9]+$/.test(String(workers)), workers);
  check('consentCookie', /^[a-z_]+$/.test(consentCookie?.name ?? '') && /^\^[^\s;{}"']+\$$/.test(consentCookie?.pattern ?? ''), consentCookie);
  const servers = (list) => list.map((address) => `    server ${address} max_fails=${maxFails} fail_timeout=${failTimeout};`).join('\n');
  const values = {
    USER: user ? `user ${user};` : '',
    WORKERS: String(workers),
    ERROR_LOG: errorLog,
    ACCESS_LOG: accessLog,
    MIME_TYPES: mimeTypes,
    MAX_BODY: maxBody,
    CLIENT_TIMEOUT: clientTimeout,
    MAX_FAILS: String(maxFails),
    FAIL_TIMEOUT: failTimeout,
    SITE_SERVERS: servers(siteServers),
    API_SERVERS: servers(apiServers),
    LISTEN: String(listen),
    LISTEN_API: String(apiListen),
    ROOT: root.replace(/\/+$/, ''),
    CONSENT_COOKIE_VARIABLE: `$cookie_${consentCookie.name}`,
    CONSENT_PATTERN: consentCookie.pattern,
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/__([A-Z_]+)__/g, (whole, name) => {
    if (!(name in values)) throw new Error(`nginx configuration: the template names an unknown setting ${whole}`);
    return values[name];
  });
}

/**
 * The consent cookie as the shell's build names it: a page differs with and without a stored
 * choice (the banner), so the micro-cache keys on it as the site server's own page cache does.
 */
function consentCookieOfBuild() {
  if (!existsSync(ROUTE_TABLE)) throw new Error(`nginx configuration: ${ROUTE_TABLE} is missing; build the shell first (npm run build)`);
  const { consentCookie } = JSON.parse(readFileSync(ROUTE_TABLE, 'utf8'));
  return consentCookie;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      'api-listen': { type: 'string', default: '127.0.0.1:8081' },
      site: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
      api: { type: 'string', multiple: true, default: ['127.0.0.1:4000'] },
      root: { type: 'string', default: resolve(import.meta.dirname, '..', '..') },
      user: { type: 'string' },
      workers: { type: 'string', default: 'auto' },
      'max-body': { type: 'string', default: '1m' },
      'client-timeout': { type: 'string', default: '10s' },
      'access-log': { type: 'string', default: '/var/log/nginx/storefront.access.log' },
      'error-log': { type: 'string', default: '/var/log/nginx/storefront.error.log' },
    },
  });
  try {
    process.stdout.write(
      nginxConfig({
        listen: values.listen,
        apiListen: values['api-listen'],
        siteServers: values.site,
        apiServers: values.api,
        root: values.root,
        user: values.user ?? null,
        workers: values.workers,
        maxBody: values['max-body'],
        clientTimeout: values['client-timeout'],
        accessLog: values['access-log'],
        errorLog: values['error-log'],
      }),
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
