// A top-level path is a category or a product seName: urlRecord decides which remote renders it;
// an unknown seName is the shell's not-found page.
import { useParams } from 'react-router';
import { useQuery, type CategoryPageProps, type ProductPageProps, ROUTES, moduleId } from 'shared-contracts';
import { UrlRecordDocument } from 'shared-contracts/graphql';
import { RemoteArea } from '../federation/RemoteArea';
import { RemoteFallback } from '../federation/RemoteFallback';
import { RemoteLoading } from '../federation/RemoteLoading';
import { NotFoundPage } from './NotFoundPage';
import { useLanguage } from './useLanguage';

export function SeNameRoute() {
  const seName = useParams().seName ?? '';
  const language = useLanguage();
  const { data, loading, error, refetch } = useQuery(UrlRecordDocument, { variables: { seName } });

  if (loading && !data) return <RemoteLoading />;
  if (error && !data) return <RemoteFallback onRetry={() => void refetch().catch(() => {})} />;
  const record = data?.urlRecord;
  if (!record) return <NotFoundPage />;
  if (record.entityName === 'CATEGORY') {
    const props: CategoryPageProps = { categoryId: record.entityId, seName: record.seName, language };
    return <RemoteArea key="category" id={moduleId(ROUTES.category)} props={props} resetKey={seName} route />;
  }
  const props: ProductPageProps = { productId: record.entityId, seName: record.seName, language };
  return <RemoteArea key="product" id={moduleId(ROUTES.product)} props={props} resetKey={seName} route />;
}
