// Which version of each remote the shop runs: /composition.json next to index.html, re-read on
// every full page load (no HTTP cache), with the copy bundled at build time as the fallback.
import type { CompositionFile } from 'shared-contracts';
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

export async function loadComposition(fetchImpl: typeof fetch = (i, init) => fetch(i, init), url = '/composition.json'): Promise<CompositionFile> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const served: unknown = await response.json();
    if (!isCompositionFile(served)) throw new Error('not a composition file');
    // A remote missing from the served file keeps its bundled entry.
    return { remotes: { ...BUNDLED_COMPOSITION.remotes, ...served.remotes } };
  } catch (error) {
    console.warn('[shell] using the bundled composition:', error);
    return BUNDLED_COMPOSITION;
  }
}
