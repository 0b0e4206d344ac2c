import { useIntl } from 'react-intl';

/** How many products the ticked (temporary) filters would show; announced as it changes. */
export function FilterResultCount({ totalItems, counting, className }: { totalItems: number | null; counting: boolean; className?: string }) {
  const intl = useIntl();
  return (
    <p role="status" aria-live="polite" className={className}>
      {counting || totalItems === null
        ? intl.formatMessage({ id: 'catalog.filter.counting' })
        : intl.formatMessage({ id: 'catalog.filter.resultCount' }, { count: totalItems })}
    </p>
  );
}
