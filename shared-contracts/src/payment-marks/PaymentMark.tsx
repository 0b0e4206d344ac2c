import { PAYMENT_MARK_SIZE, paymentMarkDataUri, paymentMarkName, type PaymentMarkId } from './payment-marks';

/**
 * A payment mark as an image (a data: URL: no request), read by its brand name; `decorative`
 * when the text beside it already names the brand.
 */
export function PaymentMark({ id, className, height = PAYMENT_MARK_SIZE.height, decorative = false }: { id: PaymentMarkId; className?: string; height?: number; decorative?: boolean }) {
  const width = Math.round((height * PAYMENT_MARK_SIZE.width) / PAYMENT_MARK_SIZE.height);
  return <img src={paymentMarkDataUri(id)} alt={decorative ? '' : paymentMarkName(id)} width={width} height={height} className={className} decoding="async" />;
}
