// `node --import ./scripts/register-tsx.mjs file.ts`: tsx for the API's own TypeScript, plus
// hooks that load shared-contracts as ES modules (see contracts-esm-hooks.mjs).
import { register } from 'node:module';
import 'tsx';

register('./contracts-esm-hooks.mjs', import.meta.url);
