// jsdom lacks crypto.randomUUID in some versions; the request-id header uses it.
import { randomUUID } from 'node:crypto';

const g = globalThis as { crypto?: { randomUUID?: () => string } };
if (g.crypto && !g.crypto.randomUUID) g.crypto.randomUUID = randomUUID;
