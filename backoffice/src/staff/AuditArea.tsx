// The audit area's screens (their routes under its address): the audit log.
import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../app/NotFoundScreen';
import { AuditLogScreen } from './AuditLogScreen';

export default function AuditArea() {
  return (
    <Routes>
      <Route index element={<AuditLogScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
