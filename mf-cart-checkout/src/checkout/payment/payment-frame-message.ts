// The bank frame posts {status: 'success'} or {status: 'error', message} to the page (spec
// section 7); some banks post it as a JSON string. Anything else is not ours and is ignored.
export type PaymentFrameResult = { status: 'success' } | { status: 'error'; message: string };

export function parsePaymentFrameMessage(data: unknown): PaymentFrameResult | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const { status, message } = value as { status?: unknown; message?: unknown };
  if (status === 'success') return { status: 'success' };
  if (status === 'error') return { status: 'error', message: typeof message === 'string' ? message : '' };
  return null;
}
