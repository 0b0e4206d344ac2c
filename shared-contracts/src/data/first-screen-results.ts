// The server's side of hydrating without Apollo: every query result the page was rendered with,
// by operationKey, recorded during the render (server-hooks.ts) and written into the page. The
// browser's hooks read them through the DataClient until the client is loaded.
import { createContext } from 'react';

export type FirstScreenResults = Record<string, unknown>;

export interface FirstScreenRecorder {
  record(key: string, data: unknown): void;
  results(): FirstScreenResults;
}

export function createFirstScreenRecorder(): FirstScreenRecorder {
  const results = new Map<string, unknown>();
  return {
    record(key, data) {
      if (data !== undefined) results.set(key, data);
    },
    results: () => Object.fromEntries(results),
  };
}

export const FirstScreenRecorderContext = createContext<FirstScreenRecorder | null>(null);
