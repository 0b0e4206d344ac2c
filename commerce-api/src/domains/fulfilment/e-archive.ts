// The e-archive invoice: an integrator (a GİB e-archive service provider) issues the invoice and
// answers its number and a link. The sandbox integrator numbers invoices itself and links to a
// PDF the API serves at /payment/invoices/<number>/<token>.pdf (a prefix the web server already
// proxies); the token is random (128 bits), so the link cannot be guessed from the number.
import { randomBytes } from 'node:crypto';

export interface InvoiceRequest {
  orderNumber: string;
  issuedAt: Date;
}

export interface IssuedInvoice {
  number: string;
  url: string;
}

export interface EArchiveIntegrator {
  issue(request: InvoiceRequest): Promise<IssuedInvoice>;
}

export const INVOICE_PATH = '/payment/invoices';

/** GİB invoice numbers: 3-letter prefix, the year, 9 digits. */
export function sandboxInvoiceNumber(orderNumber: string, issuedAt: Date): string {
  const digits = orderNumber.replace(/\D/g, '').slice(-9).padStart(9, '0');
  return `EAR${issuedAt.getUTCFullYear()}${digits}`;
}

export function sandboxIntegrator(origin: string): EArchiveIntegrator {
  return {
    async issue({ orderNumber, issuedAt }) {
      const number = sandboxInvoiceNumber(orderNumber, issuedAt);
      const token = randomBytes(16).toString('base64url');
      return { number, url: `${origin.replace(/\/$/, '')}${INVOICE_PATH}/${number}/${token}.pdf` };
    },
  };
}
