// How a customer is named on the screens: first and last name, else the e-mail, else the phone.
export interface NamedCustomer {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** The customer's name or contact; null when the record has none (a guest without details). */
export function customerName(customer: NamedCustomer): string | null {
  const name = [customer.firstName, customer.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return name || customer.email?.trim() || customer.phone?.trim() || null;
}
