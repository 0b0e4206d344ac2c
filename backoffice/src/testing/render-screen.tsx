// Renders a back office screen the way the app does (its messages, a router at an address, a
// logged-in staff member of a role) over Apollo's MockedProvider: the screen's calls are answered
// by the mocks given, so a test says what the staff API answers and checks what a person sees.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ROLE_PERMISSIONS, type StaffMemberPartsFragment, type StaffRoleName } from 'shared-contracts/admin';
import { BackofficeIntl } from '../app/BackofficeIntl';
import type { BackofficeLanguage } from '../i18n/language';
import { StaticStaffSession } from '../session/staff-session';

/** A logged-in staff member of the role (a STORE member belongs to store 1). */
export function staffOfRole(role: StaffRoleName): StaffMemberPartsFragment {
  return {
    __typename: 'StaffMember',
    id: 7,
    email: `${role.toLowerCase()}@isiltitaki.test`,
    name: `Test ${role}`,
    role,
    storeId: role === 'STORE' ? 1 : null,
    storeName: role === 'STORE' ? 'Nişantaşı' : null,
    active: true,
    totpEnrolled: true,
    lastLoginOn: '2026-11-26T08:00:00.000Z',
    createdOn: '2026-01-01T08:00:00.000Z',
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

export interface RenderScreenOptions {
  mocks?: MockLink.MockedResponse[];
  role?: StaffRoleName;
  /** The address the router starts at (inside the app, e.g. /orders/12). */
  at?: string;
  /** The route pattern the screen is mounted on (e.g. /orders/:orderId); default: any address. */
  path?: string;
  language?: BackofficeLanguage;
}

export async function renderScreen(ui: ReactElement, { mocks = [], role = 'ADMIN', at = '/', path = '*', language = 'tr' }: RenderScreenOptions = {}) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <BackofficeIntl language={language}>
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[at]}>
            <StaticStaffSession staff={staffOfRole(role)}>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
            </StaticStaffSession>
          </MemoryRouter>
        </MockedProvider>
      </BackofficeIntl>,
    );
  });
  return result;
}
