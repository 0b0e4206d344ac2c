// Shown when the order number is missing or no order comes back.
import { useDocumentHead, useHttpStatus, Link, useLocalizedPath, ROUTES } from 'shared-contracts';
import { useT } from '../common/useT';
import styles from './OrderNotFound.module.css';

export function OrderNotFound() {
  const t = useT();
  const localize = useLocalizedPath();
  // Served with status 404 when the page is rendered on the server.
  useHttpStatus(404);
  useDocumentHead({ title: t('ui.order.not_found'), robots: 'noindex' });
  return (
    <section className={styles.notFound}>
      <p className={styles.code}>404</p>
      <h1>{t('ui.order.not_found')}</h1>
      <p>{t('ui.notify.not_found')}</p>
      <Link to={localize(ROUTES.orders.path)}>{t('account.orders.backToOrders')}</Link>
    </section>
  );
}
