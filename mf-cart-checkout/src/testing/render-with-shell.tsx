// mf-cart-checkout's pages rendered the way the shell hosts them (the shared harness of
// shared-contracts/testing) inside the team's RemoteRoot. Cart and checkout are mostly used
// logged in, so a test is logged in unless it says loggedIn: false. The seller beside the
// checkout's price card is always answered.
import { createRenderWithShell } from 'shared-contracts/testing';
import { RemoteRoot } from '../common/RemoteRoot';
import { sellerMock } from './checkout-fixtures';

export type { ShellOptions } from 'shared-contracts/testing';

export const renderWithShell = createRenderWithShell({ Root: RemoteRoot, defaults: { loggedIn: true }, fallbackMocks: [sellerMock()] });
