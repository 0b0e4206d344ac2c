// Where the compose tool finds things: the live composition file (COMPOSITION_FILE, as the site
// server reads it), the files kept beside it, the live shell's build (its federation manifest and
// route table) and each remote's versioned builds (<package>/dist/<version>/).
import { dirname, join, resolve } from 'node:path';

/**
 * The files the file store keeps beside the composition: its history, its lock, the canary
 * figures the site servers write and the QA override secret they share.
 */
export function compositionFiles(compositionFile) {
  const file = resolve(compositionFile);
  const dir = dirname(file);
  return {
    compositionFile: file,
    historyFile: join(dir, 'composition.history.jsonl'),
    lockFile: `${file}.lock`,
    figuresDir: join(dir, 'canary-figures'),
    secretFile: join(dir, 'qa-override.secret'),
  };
}

export function composePaths(env = process.env, root = resolve(import.meta.dirname, '..', '..')) {
  const shellDist = join(root, 'shell', 'dist');
  return {
    root,
    shellDist,
    ...compositionFiles(env.COMPOSITION_FILE ?? join(shellDist, 'composition.json')),
    shellManifest: join(shellDist, 'mf-manifest.json'),
    routeTable: join(shellDist, 'route-table.json'),
    /** The folder of one version of a remote package. */
    versionDir: (pkg, version) => join(root, pkg, 'dist', version),
    remoteDist: (pkg) => join(root, pkg, 'dist'),
  };
}
