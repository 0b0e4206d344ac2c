// A top-level path is a category or a product seName: urlRecord decides which remote renders it
// (with the props page-record.ts gives it, as the server resolved it); an unknown seName is the
// shell's not-found page.
import { useParams } from 'react-router';
import { useQuery } from 'shared-contracts';
import { UrlRecordDocument, type UrlRecordQuery } from 'shared-contracts/graphql';
import { RemoteArea } from '../federation/RemoteArea';
import { RemoteFallback } from '../federation/RemoteFallback';
import { RemoteLoading } from '../federation/RemoteLoading';
import { NotFoundPage } from './NotFoundPage';
import { seNameModule } from './page-record';
import { useLanguage } from './useLanguage';
import { useRouteData } from './useRouteData';

function SeNameArea({ record, seName }: { record: NonNullable<UrlRecordQuery['urlRecord']>; seName: string }) {
  const language = useLanguage();
  const { moduleId, props } = seNameModule(record, language);
  const dataReady = useRouteData({ moduleId, props, params: { seName } });
  return <RemoteArea key={moduleId} id={moduleId} props={props} resetKey={seName} route dataReady={dataReady} />;
}

export function SeNameRoute() {
  const seName = useParams().seName ?? '';
  const { data, loading, error, refetch } = useQuery(UrlRecordDocument, { variables: { seName } });

  if (loading && !data) return <RemoteLoading />;
  if (error && !data) return <RemoteFallback onRetry={() => void refetch().catch(() => {})} />;
  const record = data?.urlRecord;
  if (!record) return <NotFoundPage />;
  return <SeNameArea record={record} seName={seName} />;
}
