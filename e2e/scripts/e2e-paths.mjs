import { join, resolve } from 'node:path';

export const E2E_ALT_VERSION = '0.1.0-e2e-canary';
export const e2eDataDir = resolve(import.meta.dirname, '..', '.data');
export const e2eCompositionFile = join(e2eDataDir, 'composition.json');
