// The staff area's screens (their routes under its address): the accounts, the sessions.
import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../app/NotFoundScreen';
import { StaffMembersScreen } from './StaffMembersScreen';
import { StaffSessionsScreen } from './StaffSessionsScreen';

export default function StaffArea() {
  return (
    <Routes>
      <Route index element={<StaffMembersScreen />} />
      <Route path="sessions" element={<StaffSessionsScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
