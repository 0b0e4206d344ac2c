// The moderation list's columns: the product (a link to its page in the shop), the rating, the
// review itself, who wrote it (and whether the name is shown), when, its status and the actions.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ColumnDef } from '@tanstack/react-table';
import type { StaffReviewPartsFragment } from 'shared-contracts/admin';
import { useBackofficeLanguage } from '../app/BackofficeIntl';
import { formatDateTime } from '../common/formatting';
import type { ReviewDialogKind } from './review-dialog';
import { ReviewActions } from './ReviewActions';
import { ReviewRating } from './ReviewRating';
import styles from './reviews.module.css';

type Row = StaffReviewPartsFragment;

export function useReviewColumns(onOpen: (kind: ReviewDialogKind, review: Row) => void): ColumnDef<Row>[] {
  const intl = useIntl();
  const { language } = useBackofficeLanguage();
  return useMemo<ColumnDef<Row>[]>(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    const date = (iso: string | null | undefined) => formatDateTime(iso, language);
    return [
      {
        id: 'product',
        header: t('bo.reviews.col.product'),
        cell: ({ row }) => (
          <>
            {/* The shop's product page (outside the back office), opened as a normal link. */}
            <a href={`/${row.original.productSeName}`} className={styles.strong}>
              {row.original.productName}
            </a>
            <span className={styles.sub}>{t('bo.reviews.sku', { sku: row.original.productSku })}</span>
          </>
        ),
      },
      { id: 'rating', header: t('bo.reviews.col.rating'), cell: ({ row }) => <ReviewRating rating={row.original.rating} /> },
      {
        id: 'review',
        header: t('bo.reviews.col.review'),
        cell: ({ row }) => (
          <div className={styles.text}>
            <span className={styles.strong}>{row.original.title || t('bo.reviews.no_title')}</span>
            <span className={styles.body}>{row.original.reviewText || t('bo.reviews.no_text')}</span>
          </div>
        ),
      },
      {
        id: 'customer',
        header: t('bo.reviews.col.customer'),
        cell: ({ row }) => (
          <>
            <span>{row.original.customerName}</span>
            <span className={styles.sub}>{t(row.original.customerNameShow ? 'bo.reviews.name_shown' : 'bo.reviews.name_hidden')}</span>
          </>
        ),
      },
      { id: 'date', header: t('bo.reviews.col.date'), cell: ({ row }) => <span className={styles.nowrap}>{date(row.original.createdOn)}</span> },
      {
        id: 'status',
        header: t('bo.reviews.col.status'),
        cell: ({ row }) => {
          const r = row.original;
          return (
            <>
              <span className={styles.strong}>{t(`bo.reviews.status.${r.status}`)}</span>
              {r.moderatedOn ? <span className={styles.sub}>{r.moderatedBy ? t('bo.reviews.moderated', { date: date(r.moderatedOn), by: r.moderatedBy }) : date(r.moderatedOn)}</span> : null}
              {r.rejectionReason ? <span className={styles.sub}>{t('bo.reviews.rejection_reason', { reason: r.rejectionReason })}</span> : null}
            </>
          );
        },
      },
      { id: 'actions', header: t('bo.reviews.col.actions'), cell: ({ row }) => <ReviewActions review={row.original} onOpen={onOpen} /> },
    ];
  }, [intl, language, onOpen]);
}
