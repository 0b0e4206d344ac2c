// Loading and load-error states of a page query; children render once data is there.
import type { ReactNode } from 'react';
import { FormStatus } from './FormStatus';
import { useT } from './useT';
import buttons from './Button.module.css';

interface QueryLike {
  loading: boolean;
  error?: unknown;
  data?: unknown;
  refetch: () => Promise<unknown>;
}

export function QueryState({ query, children }: { query: QueryLike; children: ReactNode }) {
  const t = useT();
  if (query.data === undefined && query.loading) return <p role="status">{t('account.common.loading')}</p>;
  if (query.data === undefined && query.error) {
    return (
      <div>
        <FormStatus message={{ kind: 'error', text: t('account.common.loadError') }} />
        <button type="button" className={buttons.secondary} onClick={() => void query.refetch()}>
          {t('account.common.retry')}
        </button>
      </div>
    );
  }
  return <>{children}</>;
}
