// The requests area's screens (their routes under its address).
import { Route, Routes } from 'react-router';
import { RequestQueueScreen } from './RequestQueueScreen';

export default function RequestsArea() {
  return (
    <Routes>
      <Route index element={<RequestQueueScreen />} />
    </Routes>
  );
}
