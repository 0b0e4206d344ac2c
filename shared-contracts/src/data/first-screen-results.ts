// The server's side of hydrating without Apollo: every query result the page was rendered with,
// by operationKey, recorded during the render (server-hooks.ts) and written into the page. The
// browser's hooks read them through the DataClient until the client is loaded. A query that
// failed is recorded as a failure instead: a page rendered with one is incomplete (the site
// server neither caches nor lets a CDN keep it).
import { createContext } from 'react';

export type FirstScreenResults = Record<string, unknown>;

export interface FirstScreenRecorder {
  record(key: string, data: unknown): void;
  results(): FirstScreenResults;
  /** A query that rendered with an error (its part shows its error view). */
  fail(key: string, reason: string): void;
  /** 'key: reason' of each failed query. */
  failures(): string[];
}

export function createFirstScreenRecorder(): FirstScreenRecorder {
  const results = new Map<string, unknown>();
  const failed = new Map<string, string>();
  return {
    record(key, data) {
      if (data !== undefined) results.set(key, data);
    },
    results: () => Object.fromEntries(results),
    fail(key, reason) {
      failed.set(key, reason);
    },
    failures: () => [...failed].map(([key, reason]) => `${key}: ${reason}`),
  };
}

export const FirstScreenRecorderContext = createContext<FirstScreenRecorder | null>(null);
