// An order's address is a JSON snapshot taken at checkout (the shop's Address: firstName,
// lastName, address1, neighborhood, region, city, phoneNumber...). Its shape is not promised, so
// it is read defensively: known keys in a readable order with their labels, then any other
// simple value under its own key; ids, flags and nested objects are left out.
export interface AddressEntry {
  /** A message id for a known key, or the raw key. */
  label: string;
  known: boolean;
  value: string;
}

const KNOWN: [key: string, messageId: string][] = [
  ['title', 'bo.orders.address.title_field'],
  ['company', 'bo.orders.address.company'],
  ['address1', 'bo.orders.address.address1'],
  ['address2', 'bo.orders.address.address2'],
  ['neighborhood', 'bo.orders.address.neighborhood'],
  ['region', 'bo.orders.address.region'],
  ['district', 'bo.orders.address.region'],
  ['city', 'bo.orders.address.city'],
  ['zipPostalCode', 'bo.orders.address.zip'],
  ['country', 'bo.orders.address.country'],
  ['phoneNumber', 'bo.orders.address.phone'],
  ['phone', 'bo.orders.address.phone'],
  ['email', 'bo.orders.address.email'],
  ['taxOffice', 'bo.orders.address.tax_office'],
  ['taxNumber', 'bo.orders.address.tax_number'],
  ['identityNumber', 'bo.orders.address.identity_number'],
];

const SKIPPED = /^(id|__typename|.*Id|is[A-Z].*|firstName|lastName|name)$/;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The address as label/value entries; null when there is nothing readable. */
export function addressEntries(address: unknown): AddressEntry[] | null {
  if (typeof address === 'string') return address.trim() ? [{ label: 'bo.orders.address.address1', known: true, value: address.trim() }] : null;
  if (!address || typeof address !== 'object' || Array.isArray(address)) return null;
  const record = address as Record<string, unknown>;
  const entries: AddressEntry[] = [];
  const name = [text(record.firstName), text(record.lastName)].filter(Boolean).join(' ') || text(record.name);
  if (name) entries.push({ label: 'bo.orders.address.name', known: true, value: name });
  const used = new Set<string>();
  for (const [key, messageId] of KNOWN) {
    const value = text(record[key]);
    if (value && !entries.some((e) => e.label === messageId && e.value === value)) entries.push({ label: messageId, known: true, value });
    used.add(key);
  }
  for (const [key, raw] of Object.entries(record)) {
    if (used.has(key) || SKIPPED.test(key)) continue;
    const value = text(raw);
    if (value) entries.push({ label: key, known: false, value });
  }
  return entries.length ? entries : null;
}
