// mf-product's modules rendered the way the shell hosts them (the shared harness of
// shared-contracts/testing) inside the team's root.
import { createRenderWithShell } from 'shared-contracts/testing';
import { ProductRoot } from '../common/ProductRoot';

export type { ShellOptions } from 'shared-contracts/testing';

export const renderWithShell = createRenderWithShell({ Root: ProductRoot });
