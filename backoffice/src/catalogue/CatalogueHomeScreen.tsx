// The catalogue's start: find a product by sku; with prices.write, upload a price and stock file
// and see the files sent before (the staff API shows feed runs to prices.write only).
import { FormattedMessage } from 'react-intl';
import { useStaffSession } from '../session/staff-session';
import { FeedRunList } from './FeedRunList';
import { PriceFeedUploadForm } from './PriceFeedUploadForm';
import { ProductLookupForm } from './ProductLookupForm';

export function CatalogueHomeScreen() {
  const { can } = useStaffSession();
  return (
    <>
      <h1>
        <FormattedMessage id="bo.catalogue.title" />
      </h1>
      <ProductLookupForm />
      {can('prices.write') ? (
        <>
          <PriceFeedUploadForm />
          <FeedRunList />
        </>
      ) : null}
    </>
  );
}
