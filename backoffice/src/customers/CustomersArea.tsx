// The customers area's screens (their routes under its address): the search, a customer.
import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../app/NotFoundScreen';
import { CustomerProfileScreen } from './CustomerProfileScreen';
import { CustomerSearchScreen } from './CustomerSearchScreen';

export default function CustomersArea() {
  return (
    <Routes>
      <Route index element={<CustomerSearchScreen />} />
      <Route path=":customerId" element={<CustomerProfileScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
