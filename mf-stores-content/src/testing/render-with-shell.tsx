// mf-stores-content's modules rendered the way the shell hosts them (the shared harness of
// shared-contracts/testing) inside the team's root; other teams' widgets show as a stand-in that
// names the widget and its props.
import { createRenderWithShell, TestRemoteSlot } from 'shared-contracts/testing';
import { StoresContentRoot } from '../common/StoresContentRoot';

export type { ShellOptions } from 'shared-contracts/testing';

export const renderWithShell = createRenderWithShell({ Root: StoresContentRoot, remoteSlot: TestRemoteSlot });
