// A product's prices and stock (products/:sku): the prices now, the price history, and the
// stock of every variant online and per store.
import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { BackofficeProductDocument } from 'shared-contracts/admin/documents/catalogue';
import { SCREENS } from '../app/backoffice-routes';
import { QueryState } from '../common/QueryState';
import { PriceHistoryTable } from './PriceHistoryTable';
import { ProductPriceSummary } from './ProductPriceSummary';
import { ProductStockSection } from './ProductStockSection';

export function ProductPricesScreen() {
  const { sku = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(BackofficeProductDocument, { variables: { id: null, sku } });
  const product = data?.product ?? null;
  const back = (
    <p>
      <Link to={SCREENS.catalogue.path}>
        <FormattedMessage id="bo.catalogue.back" />
      </Link>
    </p>
  );
  if (!data) {
    return (
      <>
        {back}
        <h1>{sku}</h1>
        <QueryState loading={loading} error={error} retry={() => void refetch()} />
      </>
    );
  }
  if (!product) {
    return (
      <>
        {back}
        <h1>
          <FormattedMessage id="bo.catalogue.product.not_found" />
        </h1>
        <p>
          <FormattedMessage id="bo.catalogue.product.not_found_text" values={{ sku }} />
        </p>
      </>
    );
  }
  return (
    <>
      {back}
      <h1>{product.name}</h1>
      <ProductPriceSummary product={product} />
      <PriceHistoryTable history={product.priceHistory} />
      <ProductStockSection product={product} />
    </>
  );
}
