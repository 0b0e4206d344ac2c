// The bank's 3-D Secure form in a full-height frame. Only messages coming from this frame count.
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ShopModal } from 'shared-contracts';
import { parsePaymentFrameMessage, type PaymentFrameResult } from './payment-frame-message';
import styles from '../CheckoutPage.module.css';

export interface PaymentFrameModalProps {
  html: string;
  onResult: (result: PaymentFrameResult) => void;
  onClose: () => void;
}

export function PaymentFrameModal({ html, onResult, onClose }: PaymentFrameModalProps) {
  const intl = useIntl();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const result = parsePaymentFrameMessage(event.data);
      if (result) onResultRef.current(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <ShopModal size="full-height" disableBackdropClose title={intl.formatMessage({ id: 'checkout.payment.frameTitle' })} onClose={onClose} boundary="mf-cart-checkout">
      <iframe ref={frameRef} title={intl.formatMessage({ id: 'checkout.payment.frameLabel' })} srcDoc={html} className={styles.paymentFrame} />
    </ShopModal>
  );
}
