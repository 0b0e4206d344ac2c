// Who is logged in, and what they may do. The staff member comes from `me` (null: no full
// session); `can` answers from their permissions, which the staff API enforces anyway: the back
// office hides what a role may not use, it does not decide it.
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { type StaffMemberPartsFragment, type StaffPermission } from 'shared-contracts/admin';
import { BackofficeMeDocument } from 'shared-contracts/admin/documents/identity';

export type { StaffPermission };

export interface StaffSession {
  staff: StaffMemberPartsFragment | null;
  /** `me` is being read for the first time. */
  loading: boolean;
  /** `me` could not be read (the API is unreachable). */
  unreachable: boolean;
  can: (permission: StaffPermission) => boolean;
  /** Reads `me` again (after a login). */
  refresh: () => Promise<unknown>;
}

const StaffSessionContext = createContext<StaffSession | null>(null);

export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error('useStaffSession outside StaffSessionProvider');
  return session;
}

export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const { data, loading, error, refetch } = useQuery(BackofficeMeDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const staff = data?.me ?? null;
  const can = useCallback((permission: StaffPermission) => Boolean(staff?.permissions.includes(permission)), [staff]);
  const refresh = useCallback(() => refetch(), [refetch]);
  const value = useMemo<StaffSession>(
    () => ({ staff, loading: loading && !data, unreachable: Boolean(error) && !data, can, refresh }),
    [staff, loading, data, error, can, refresh],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}

/** A session for tests and the standalone screens: a given staff member, no API. */
export function StaticStaffSession({ staff, children }: { staff: StaffMemberPartsFragment | null; children: ReactNode }) {
  const value = useMemo<StaffSession>(
    () => ({
      staff,
      loading: false,
      unreachable: false,
      can: (p) => Boolean(staff?.permissions.includes(p)),
      refresh: async () => undefined,
    }),
    [staff],
  );
  return <StaffSessionContext.Provider value={value}>{children}</StaffSessionContext.Provider>;
}
