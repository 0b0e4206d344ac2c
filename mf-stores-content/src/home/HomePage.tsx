// The home page: the 'home' schema's content blocks in the current language, rendered by type.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, type RouteModuleProps } from 'shared-contracts';
import { StoresContentHomeBlocksDocument } from 'shared-contracts/graphql';
import { LoadError } from '../common/LoadError';
import hidden from 'shared-contracts/styles/visually-hidden.module.css';
import { BlockList } from './BlockList';
import styles from './HomePage.module.css';

export const HOME_SCHEMA = 'home';

export function HomePage({ language }: RouteModuleProps) {
  const intl = useIntl();
  const result = useQuery(StoresContentHomeBlocksDocument, { variables: { schema: HOME_SCHEMA, language } });
  const blocks = result.dataState === 'complete' ? result.data.contentsBySchema : null;

  useEffect(() => {
    if (result.error) console.error('[mf-stores-content] home blocks failed', result.error);
  }, [result.error]);

  return (
    <div className={styles.home}>
      <h1 className={hidden.visuallyHidden}>{intl.formatMessage({ id: 'content.home.title' })}</h1>
      {result.error ? (
        <LoadError messageId="content.error" onRetry={() => void result.refetch()} />
      ) : blocks ? (
        <BlockList blocks={blocks} />
      ) : (
        <p role="status" className={styles.loading}>
          {intl.formatMessage({ id: 'content.loading' })}
        </p>
      )}
    </div>
  );
}
