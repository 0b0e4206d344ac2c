// Which version of each remote the shop runs: the composition the server inlined into this
// index.html (window.__STOREFRONT_COMPOSITION__, read from the file at every page request), else
// /composition.json next to index.html (no HTTP cache), else the copy bundled at build time.
import type { CompositionFile, QaOverride } from 'shared-contracts';
import bundledComposition from '../../composition.json';

export const BUNDLED_COMPOSITION: CompositionFile = bundledComposition;

export function isCompositionFile(value: unknown): value is CompositionFile {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return false;
  return Object.values(remotes).every(
    (r) => typeof r === 'object' && r !== null && typeof (r as { version?: unknown }).version === 'string' && typeof (r as { manifest?: unknown }).manifest === 'string',
  );
}

/** The QA override the server inlines beside the versions (a marker shows it; see qa/). */
export function isQaOverride(value: unknown): value is QaOverride {
  if (typeof value !== 'object' || value === null) return false;
  const { remote, version, expiresAt } = value as Record<string, unknown>;
  return typeof remote === 'string' && typeof version === 'string' && typeof expiresAt === 'string';
}

/** A remote missing from the served file keeps its bundled entry; a valid override is kept. */
const overBundled = (served: CompositionFile): CompositionFile => ({
  remotes: { ...BUNDLED_COMPOSITION.remotes, ...served.remotes },
  ...(isQaOverride(served.override) ? { override: served.override } : {}),
});

export function readInlineComposition(win: Window = window): CompositionFile | null {
  const inline = (win as Window & { __STOREFRONT_COMPOSITION__?: unknown }).__STOREFRONT_COMPOSITION__;
  return isCompositionFile(inline) ? overBundled(inline) : null;
}

export async function loadComposition(fetchImpl: typeof fetch = (i, init) => fetch(i, init), url = '/composition.json'): Promise<CompositionFile> {
  const inline = readInlineComposition();
  if (inline) return inline;
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const served: unknown = await response.json();
    if (!isCompositionFile(served)) throw new Error('not a composition file');
    return overBundled(served);
  } catch (error) {
    console.warn('[shell] using the bundled composition:', error);
    return BUNDLED_COMPOSITION;
  }
}
