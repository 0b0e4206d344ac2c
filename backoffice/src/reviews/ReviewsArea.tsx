// The reviews area's screens (their routes under its address).
import { Route, Routes } from 'react-router';
import { ReviewModerationScreen } from './ReviewModerationScreen';

export default function ReviewsArea() {
  return (
    <Routes>
      <Route index element={<ReviewModerationScreen />} />
    </Routes>
  );
}
