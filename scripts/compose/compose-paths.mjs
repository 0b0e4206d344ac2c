// Where the compose tool finds things: the live composition file (COMPOSITION_FILE, as the site
// server reads it), its history beside it, the live shell's build (its federation manifest and
// route table) and each remote's versioned builds (<package>/dist/<version>/).
import { dirname, join, resolve } from 'node:path';

export function composePaths(env = process.env, root = resolve(import.meta.dirname, '..', '..')) {
  const shellDist = join(root, 'shell', 'dist');
  const compositionFile = resolve(env.COMPOSITION_FILE ?? join(shellDist, 'composition.json'));
  return {
    root,
    shellDist,
    compositionFile,
    historyFile: join(dirname(compositionFile), 'composition.history.jsonl'),
    lockFile: `${compositionFile}.lock`,
    shellManifest: join(shellDist, 'mf-manifest.json'),
    routeTable: join(shellDist, 'route-table.json'),
    /** The folder of one version of a remote package. */
    versionDir: (pkg, version) => join(root, pkg, 'dist', version),
    remoteDist: (pkg) => join(root, pkg, 'dist'),
  };
}
