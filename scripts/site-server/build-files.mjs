// Files of the build read while serving: the composition file (re-read on every request, so an
// edit switches a remote's version at once) and JSON files parsed again only when they change.
import { readFile, stat } from 'node:fs/promises';

/**
 * The composition file as it is now: its text (for the pages' validators) and its parsed value
 * (null when it cannot be read or names no remotes: the shell then fetches /composition.json
 * and falls back to its bundled copy).
 */
export async function readComposition(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { text: '', value: null };
  }
  try {
    const value = JSON.parse(text);
    return { text, value: value && typeof value === 'object' && value.remotes ? value : null };
  } catch {
    return { text, value: null };
  }
}

/** Parsed JSON files by path, with the size and mtime they were parsed at. */
const parsedFiles = new Map();

/** A JSON file parsed again only when it changes on disk; null when missing or invalid. */
export async function readJsonCached(file) {
  try {
    const { mtimeMs, size } = await stat(file);
    const cached = parsedFiles.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.value;
    const value = JSON.parse(await readFile(file, 'utf8'));
    parsedFiles.set(file, { mtimeMs, size, value });
    return value;
  } catch {
    return null;
  }
}
