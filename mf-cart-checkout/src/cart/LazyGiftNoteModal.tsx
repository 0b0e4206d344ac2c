// The gift note editor, loaded when the shopper first opens it: it brings Formik and the zod
// rules, which the cart page's first load does not need. The box's button starts the load as the
// pointer or focus reaches it (warmGiftNoteModal), so the modal is usually there on the click.
// A failed load is logged and offers a retry in a dialog of its own.
import { useIntl } from 'react-intl';
import { ShopModal } from 'shared-contracts';
import { useLazyModule } from 'shared-contracts/lazy';
import type { GiftNoteModal } from './GiftNoteModal';
import styles from './CartPage.module.css';

type Props = Parameters<typeof GiftNoteModal>[0];

const load = () => import('./GiftNoteModal');

/** Starts loading the editor early; a failure here is left to the load on open. */
export function warmGiftNoteModal(): void {
  load().catch(() => undefined);
}

export function LazyGiftNoteModal(props: Props) {
  const intl = useIntl();
  const { loaded, failed, retry } = useLazyModule(load, { label: '[mf-cart-checkout] gift note modal' });
  if (failed) {
    return (
      <ShopModal title={intl.formatMessage({ id: 'cart.giftNote.modalTitle' })} onClose={props.onClose} boundary="mf-cart-checkout">
        <div role="alert">
          <p>{intl.formatMessage({ id: 'ui.remote.unavailable' })}</p>
          <button type="button" className={styles.secondaryButton} onClick={retry}>
            {intl.formatMessage({ id: 'common.retry' })}
          </button>
        </div>
      </ShopModal>
    );
  }
  return loaded ? <loaded.GiftNoteModal {...props} /> : null;
}
