#!/usr/bin/env node
// node scripts/contracts/refresh-contracts-fingerprint.mjs: the second half of
// `npm run contracts:version` (after `changeset version`): records the shipped sources as the ones
// of shared-contracts' current version. Run on its own, it blesses the sources as they are without
// a new version: only for a version not yet released to anybody.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFingerprint } from './contracts-fingerprint.mjs';

const contractsDir = join(fileURLToPath(import.meta.url), '..', '..', '..', 'shared-contracts');
const { version, sourceHash } = writeFingerprint(contractsDir);
console.log(`contracts fingerprint: shared-contracts ${version} is ${sourceHash.slice(0, 12)}… (shared-contracts/contracts-fingerprint.json)`);
