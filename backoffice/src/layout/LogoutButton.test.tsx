import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackofficeLogoutDocument } from 'shared-contracts/admin/documents/identity';
import { leaveTo } from '../session/leave-app';
import { renderScreen } from '../testing/render-screen';
import { LogoutButton } from './LogoutButton';

jest.mock('../session/leave-app', () => ({ leaveTo: jest.fn() }));

test('logging out ends the session on the server, then loads the login afresh', async () => {
  const user = userEvent.setup();
  let ended = false;
  await renderScreen(<LogoutButton />, {
    mocks: [
      {
        request: { query: BackofficeLogoutDocument },
        result: () => {
          ended = true;
          return { data: { staffLogout: { __typename: 'ActionResult', success: true, message: null, errors: [] } } };
        },
      },
    ],
  });
  await user.click(screen.getByRole('button', { name: 'Çıkış yap' }));
  await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/login'));
  expect(ended).toBe(true);
});
