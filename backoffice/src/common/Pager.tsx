// Previous / next through a list the API pages, with where we are ("Sayfa 2 / 40 · 1.000 kayıt").
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageInfoPartsFragment } from 'shared-contracts/admin';
import styles from './pager.module.css';

export function Pager({ pageInfo, onPage, label }: { pageInfo: PageInfoPartsFragment | null | undefined; onPage: (page: number) => void; label: string }) {
  const intl = useIntl();
  if (!pageInfo) return null;
  const { page, totalPages, totalCount } = pageInfo;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <FormattedMessage id="bo.pager.previous" />
      </button>
      <span aria-live="polite">
        {intl.formatMessage({ id: 'bo.pager.position' }, { page, pages: Math.max(totalPages, 1) })}
        {' · '}
        {intl.formatMessage({ id: 'bo.pager.count' }, { count: totalCount, countText: intl.formatNumber(totalCount) })}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        <FormattedMessage id="bo.pager.next" />
      </button>
    </nav>
  );
}
