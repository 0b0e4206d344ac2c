// The orders area's screens, addressed relative to the area (the app mounts it at /orders/*
// behind the login and orders.read).
import { Route, Routes } from 'react-router';
import { OrderDetailScreen } from './OrderDetailScreen';
import { OrderListScreen } from './OrderListScreen';

export default function OrdersArea() {
  return (
    <Routes>
      <Route index element={<OrderListScreen />} />
      <Route path=":orderId" element={<OrderDetailScreen />} />
    </Routes>
  );
}
