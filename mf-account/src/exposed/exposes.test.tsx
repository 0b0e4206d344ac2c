import { screen } from '@testing-library/react';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EXPOSED_MODULES } from 'shared-contracts';
import PasswordRecoveryPageModule from './PasswordRecoveryPage';
import { renderAccount } from '../testing/renderAccount';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const exposes: Record<string, string> = require('../../exposes.js');

test('webpack exposes exactly the modules of the contract, each an existing file', () => {
  expect(Object.keys(exposes).sort()).toEqual([...EXPOSED_MODULES.mf_account].sort());
  for (const file of Object.values(exposes)) expect(existsSync(join(__dirname, '..', '..', file))).toBe(true);
});

test('an exposed module renders inside the mf-account boundary with its own messages', async () => {
  const { container } = await renderAccount(<PasswordRecoveryPageModule language="tr" />, { url: '/passwordrecovery' });
  const boundaries = container.querySelectorAll('[data-boundary="mf-account"]');
  expect(boundaries.length).toBeGreaterThan(0);
  expect(boundaries[boundaries.length - 1]).toContainElement(screen.getByRole('heading', { name: 'Şifremi Unuttum' }));
});
