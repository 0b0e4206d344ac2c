// The changesets waiting in .changeset/ (written by `npx changeset`, consumed by
// `changeset version`): a markdown file whose front matter names packages and their bump,
//   ---
//   "shared-contracts": minor
//   ---
// README.md and config.json are changesets' own files, not changesets.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const RELEASE_LINE = /^\s*(["']?)([^"':]+)\1\s*:\s*(major|minor|patch|none)\s*$/;

/** The releases one changeset's text asks for: [{ name, type }]; a malformed one is an error. */
export function parseChangeset(text, file = 'changeset') {
  const match = FRONT_MATTER.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw new Error(`${file}: no front matter (--- "package": patch|minor|major ---)`);
  return match[1]
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => {
      const release = RELEASE_LINE.exec(line);
      if (!release) throw new Error(`${file}: not a release line: ${line.trim()}`);
      return { name: release[2].trim(), type: release[3] };
    });
}

/** The pending changesets of a .changeset folder: [{ file, releases }]. */
export function pendingChangesets(changesetDir) {
  if (!existsSync(changesetDir)) return [];
  return readdirSync(changesetDir)
    .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .sort()
    .map((name) => ({ file: name, releases: parseChangeset(readFileSync(join(changesetDir, name), 'utf8'), `.changeset/${name}`) }));
}
