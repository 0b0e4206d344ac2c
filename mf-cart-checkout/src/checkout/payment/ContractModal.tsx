import { useIntl } from 'react-intl';
import { ShopModal } from 'shared-contracts';
import styles from '../CheckoutPage.module.css';

/** A contract's HTML (contractByWidgetZone) leaves the API sanitised: it is shown as it comes. */
export function ContractModal({ title, html, onClose }: { title: string; html: string | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <ShopModal title={title} onClose={onClose} boundary="mf-cart-checkout">
      {html ? (
        <div className={styles.contract} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p>{intl.formatMessage({ id: 'checkout.payment.contractUnavailable' })}</p>
      )}
    </ShopModal>
  );
}
