// Gift package box (logged-in only, shown when the cart says so and an item can be gift-wrapped):
// the current note with edit and remove, or a button to write one.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutCartFieldsFragment } from 'shared-contracts/graphql';
import { LazyGiftNoteModal, warmGiftNoteModal } from './LazyGiftNoteModal';
import { useCartActions } from './useCartActions';
import styles from './CartPage.module.css';

export function GiftNoteBox({ giftPackageBox }: { giftPackageBox: CheckoutCartFieldsFragment['giftPackageBox'] }) {
  const intl = useIntl();
  const { removeGiftNote } = useCartActions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const note = giftPackageBox.note ?? '';

  return (
    <section className={styles.box} aria-labelledby="mf-cc-gift-title">
      <h2 id="mf-cc-gift-title" className={styles.boxTitle}>
        {intl.formatMessage({ id: 'cart.giftNote.title' })}
      </h2>
      {note ? <p className={styles.giftNote}>{note}</p> : <p className={styles.hint}>{intl.formatMessage({ id: 'cart.giftNote.intro' })}</p>}
      <div className={styles.boxActions}>
        <button type="button" className={styles.secondaryButton} onPointerEnter={warmGiftNoteModal} onFocus={warmGiftNoteModal} onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: note ? 'cart.giftNote.edit' : 'cart.giftNote.add' })}
        </button>
        {note ? (
          <button
            type="button"
            className={styles.linkButton}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await removeGiftNote();
              setBusy(false);
            }}
          >
            {intl.formatMessage({ id: 'cart.giftNote.remove' })}
          </button>
        ) : null}
      </div>
      {open ? <LazyGiftNoteModal initialNote={note} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
