// A PostgreSQL cluster of the fault suite's own, in a temporary folder on a free port, so that it
// can be stopped and restarted at will (the shared server on 5432 is never touched). Made with
// the installed server's initdb and pg_ctl (/usr/lib/postgresql/<newest>/bin); as root they run
// as the postgres user (PostgreSQL refuses to run as root). Durability is off: a test cluster.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The newest installed server's bin folder, or null. */
export function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a server tool, as postgres when we are root. */
function runTool(bin, tool, args, options = {}) {
  const command = join(bin, tool);
  const [file, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * Creates and starts a cluster on port. Returns { url, port, stop, start, restart, remove, log, createDatabase }.
 * @param {{ port: number }} options
 */
export function createCluster({ port }) {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/pg_ctl)');
  const folder = mkdtempSync(join(tmpdir(), 'storefront-faults-pg-'));
  chmodSync(folder, 0o755);
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  const logFile = join(folder, 'server.log');
  runTool(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync', '-A', 'trust']);
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;

  const cluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start() {
      runTool(bin, 'pg_ctl', ['-D', data, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
    },
    /** Fast shutdown: open connections are terminated (57P01), as in a real restart. */
    stop(mode = 'fast') {
      runTool(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    restart() {
      cluster.stop();
      cluster.start();
    },
    /** Stops it (if it runs) and deletes its folder. */
    remove() {
      try {
        runTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
      rmSync(folder, { recursive: true, force: true });
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    /** Creates a database on it; resolves to its URL. */
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return cluster.url.replace(/\/postgres$/, `/${name}`);
    },
  };
  cluster.start();
  return cluster;
}
