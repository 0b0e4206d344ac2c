import { screen } from '@testing-library/react';
import { join } from 'node:path';
import { EXPOSED_MODULES } from 'shared-contracts';
import PasswordRecoveryPageModule from './PasswordRecoveryPage';
import { renderAccount } from '../testing/render-account';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { exposesFromRouteTable } = require('build-config') as { exposesFromRouteTable: (name: string, dir: string) => Record<string, string> };

test('webpack exposes exactly the modules the route table gives mf-account, each an existing file, with their route loaders', () => {
  // exposesFromRouteTable throws when a module's file is missing.
  const exposes = exposesFromRouteTable('mf_account', join(__dirname, '..', '..'));
  const [loaders, modules] = [Object.keys(exposes).filter((m) => m.endsWith('.data')), Object.keys(exposes).filter((m) => !m.endsWith('.data'))];
  expect(modules.sort()).toEqual([...EXPOSED_MODULES.mf_account].sort());
  // Every module declares its loader (the login and password pages' read nothing).
  expect(loaders.sort()).toEqual(modules.map((m) => `${m}.data`).sort());
  for (const loader of loaders) expect(exposes[loader]).toBe(`./src/exposed/${loader.slice(2)}.ts`);
});

test('an exposed module renders inside the mf-account boundary with its own messages', async () => {
  const { container } = await renderAccount(<PasswordRecoveryPageModule language="tr" />, { url: '/passwordrecovery' });
  const boundaries = container.querySelectorAll('[data-boundary="mf-account"]');
  expect(boundaries.length).toBeGreaterThan(0);
  expect(boundaries[boundaries.length - 1]).toContainElement(screen.getByRole('heading', { name: 'Şifremi Unuttum' }));
});
