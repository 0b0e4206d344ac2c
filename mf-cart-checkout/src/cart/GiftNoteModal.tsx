// Gift note editor: required, at most 200 characters (the shared giftNoteSchema). Saving stores
// the note, refreshes the cart and closes the modal.
import { Formik, Form, Field, ErrorMessage } from 'formik';
import { useIntl } from 'react-intl';
import { ShopModal } from 'shared-contracts';
import { GIFT_NOTE_MAX_LENGTH } from 'shared-contracts/rules';
import { giftNoteSchema, toFormikValidate } from 'shared-contracts/forms';
import { useNotify } from '../common/useNotify';
import { useCartActions } from './useCartActions';
import styles from './CartPage.module.css';

export function GiftNoteModal({ initialNote, onClose }: { initialNote: string; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { saveGiftNote } = useCartActions();
  const validate = toFormikValidate(giftNoteSchema, (id, values) => intl.formatMessage({ id }, values));

  return (
    <ShopModal title={intl.formatMessage({ id: 'cart.giftNote.modalTitle' })} onClose={onClose} boundary="mf-cart-checkout">
      <Formik
        initialValues={{ note: initialNote }}
        validate={validate}
        onSubmit={async ({ note }) => {
          if (await saveGiftNote(note.trim())) {
            notify.success('ui.cart.gift_note_saved');
            onClose();
          }
        }}
      >
        {({ values, isSubmitting }) => (
          <Form noValidate className={styles.giftForm}>
            <label htmlFor="mf-cc-gift-note">{intl.formatMessage({ id: 'cart.giftNote.label' })}</label>
            <Field
              as="textarea"
              id="mf-cc-gift-note"
              name="note"
              rows={5}
              className={styles.textarea}
              aria-describedby="mf-cc-gift-note-count mf-cc-gift-note-error"
            />
            <p id="mf-cc-gift-note-count" className={styles.hint}>
              {values.note.length}/{GIFT_NOTE_MAX_LENGTH}
            </p>
            <ErrorMessage name="note">
              {(message) => (
                <p id="mf-cc-gift-note-error" role="alert" className={styles.fieldError}>
                  {message}
                </p>
              )}
            </ErrorMessage>
            <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
              {intl.formatMessage({ id: 'cart.giftNote.save' })}
            </button>
          </Form>
        )}
      </Formik>
    </ShopModal>
  );
}
