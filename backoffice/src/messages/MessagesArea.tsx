// The messages area's screens (their routes under its address).
import { Route, Routes } from 'react-router';
import { MessageOutboxScreen } from './MessageOutboxScreen';

export default function MessagesArea() {
  return (
    <Routes>
      <Route index element={<MessageOutboxScreen />} />
    </Routes>
  );
}
