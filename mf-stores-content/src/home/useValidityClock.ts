// The time that decides which blocks are inside their validity window. It moves on by itself at
// the next validFrom/validTo of the given blocks, so a page left open shows or hides a block on
// time.
import { useEffect, useState } from 'react';

interface Windowed {
  validFrom?: string | null;
  validTo?: string | null;
}

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function nextBoundary(blocks: Windowed[], now: Date): number | null {
  let next: number | null = null;
  for (const block of blocks) {
    for (const edge of [block.validFrom, block.validTo]) {
      const t = edge ? Date.parse(edge) : NaN;
      if (!Number.isNaN(t) && t > now.getTime() && (next === null || t < next)) next = t;
    }
  }
  return next;
}

export function useValidityClock(blocks: Windowed[]): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const next = nextBoundary(blocks, now);
    if (next === null) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - now.getTime() + 1, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [blocks, now]);
  return now;
}
