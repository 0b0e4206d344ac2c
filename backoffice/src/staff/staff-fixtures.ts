// Test data for the staff and audit screens' tests, as the staff API answers.
import { ROLE_PERMISSIONS, type StaffMemberPartsFragment, type StaffSessionPartsFragment } from 'shared-contracts/admin';
import { staffOfRole } from '../testing/render-screen';

export function memberOf(over: Partial<StaffMemberPartsFragment> = {}): StaffMemberPartsFragment {
  const role = over.role ?? 'ORDERS';
  return {
    __typename: 'StaffMember',
    id: 8,
    email: 'ayse@isiltitaki.test',
    name: 'Ayşe Kaya',
    role,
    storeId: null,
    storeName: null,
    active: true,
    totpEnrolled: true,
    lastLoginOn: '2026-11-25T07:30:00.000Z',
    createdOn: '2026-02-01T08:00:00.000Z',
    permissions: [...ROLE_PERMISSIONS[role]],
    ...over,
  };
}

/** The logged-in ADMIN (id 7), Ayşe (ORDERS, id 8) and a store member (STORE, id 9). */
export const membersOf = (): StaffMemberPartsFragment[] => [
  staffOfRole('ADMIN'),
  memberOf(),
  memberOf({ id: 9, email: 'nisantasi@isiltitaki.test', name: 'Mert Demir', role: 'STORE', storeId: 1, storeName: 'Nişantaşı', totpEnrolled: false, lastLoginOn: null }),
];

export const storesOf = () => [
  { __typename: 'StaffStore' as const, id: 1, name: 'Nişantaşı', city: 'İstanbul' },
  { __typename: 'StaffStore' as const, id: 2, name: 'Kadıköy', city: 'İstanbul' },
];

export function sessionOf(over: Partial<StaffSessionPartsFragment> = {}): StaffSessionPartsFragment {
  return {
    __typename: 'StaffSession',
    id: 'sess-ayse-1',
    staffId: 8,
    staffEmail: 'ayse@isiltitaki.test',
    stage: 'FULL',
    createdOn: '2026-11-26T06:00:00.000Z',
    lastSeenOn: '2026-11-26T08:00:00.000Z',
    expiresOn: '2099-01-01T00:00:00.000Z',
    revokedOn: null,
    ip: '10.0.0.8',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0',
    current: false,
    ...over,
  };
}
