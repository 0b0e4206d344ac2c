// The catalogue area's screens (their routes under its address): the start (product lookup, feed
// upload, past feeds), a feed run, a product's prices and stock.
import { Route, Routes } from 'react-router';
import { NotFoundScreen } from '../app/NotFoundScreen';
import { CatalogueHomeScreen } from './CatalogueHomeScreen';
import { FeedRunScreen } from './FeedRunScreen';
import { ProductPricesScreen } from './ProductPricesScreen';

export default function CatalogueArea() {
  return (
    <Routes>
      <Route index element={<CatalogueHomeScreen />} />
      <Route path="feeds/:feedRunId" element={<FeedRunScreen />} />
      <Route path="products/:sku" element={<ProductPricesScreen />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}
