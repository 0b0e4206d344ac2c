// The payment marks the shop draws itself (no outside image): the card networks (Visa,
// Mastercard, Troy), the card programmes of the partner banks (Bonus, World, Maximum, Axess,
// CardFinans, Paraf, Bankkart) and 3-D Secure. Each is a small SVG tile (60x38, a card's
// proportions) given as markup and as a data: URL, so the footer's seeded images, the product's
// instalment table and the checkout show the same marks.

export type NetworkMarkId = 'visa' | 'mastercard' | 'troy';
export type ProgrammeMarkId = 'bonus' | 'world' | 'maximum' | 'axess' | 'cardfinans' | 'paraf' | 'bankkart';
export type PaymentMarkId = NetworkMarkId | ProgrammeMarkId | 'secure3d';

export const PAYMENT_MARK_SIZE = { width: 60, height: 38 } as const;

/** The card programmes by the card family (or bank) name the instalment table gives. */
const PROGRAMMES: { id: ProgrammeMarkId; family: string; bank: string; label: string; colour: string; ink: string; accent: string }[] = [
  { id: 'bonus', family: 'Bonus', bank: 'Garanti BBVA', label: 'bonus', colour: '#00854a', ink: '#ffffff', accent: '#9bd54a' },
  { id: 'world', family: 'World', bank: 'Yapı Kredi', label: 'world', colour: '#5b2a86', ink: '#ffffff', accent: '#f5a623' },
  { id: 'maximum', family: 'Maximum', bank: 'İş Bankası', label: 'maximum', colour: '#c4006e', ink: '#ffffff', accent: '#ffd1e8' },
  { id: 'axess', family: 'Axess', bank: 'Akbank', label: 'axess', colour: '#1d1d1b', ink: '#ffffff', accent: '#e30a17' },
  { id: 'cardfinans', family: 'CardFinans', bank: 'QNB', label: 'CardFinans', colour: '#3f2a7a', ink: '#ffffff', accent: '#b99ee8' },
  { id: 'paraf', family: 'Paraf', bank: 'Halkbank', label: 'paraf', colour: '#0072bc', ink: '#ffffff', accent: '#7fd3f7' },
  { id: 'bankkart', family: 'Bankkart', bank: 'Ziraat Bankası', label: 'bankkart', colour: '#c8102e', ink: '#ffffff', accent: '#ffb3bd' },
];

const FONT = "font-family='Arial, Helvetica, sans-serif'";
const tile = (fill: string, stroke = '#d9d0bf') => `<rect x='0.5' y='0.5' width='59' height='37' rx='5' fill='${fill}' stroke='${stroke}'/>`;
const svg = (label: string, body: string) =>
  `<svg xmlns='http://www.w3.org/2000/svg' width='60' height='38' viewBox='0 0 60 38' role='img' aria-label='${label}'>${body}</svg>`;

function visa(): string {
  // The wordmark: heavy italic capitals in Visa blue, the V's left stroke in gold.
  return svg('Visa', tile('#ffffff')
    + `<text x='30' y='25' ${FONT} font-size='17' font-weight='900' font-style='italic' letter-spacing='0.5' fill='#1a1f71' text-anchor='middle'>VISA</text>`
    + `<path d='M13.5 12.6h4.2l-1 2.1h-3.6z' fill='#f7b600'/>`);
}

function mastercard(): string {
  // Two interlocking circles, red and yellow, their overlap orange.
  return svg('Mastercard', tile('#ffffff')
    + `<circle cx='24' cy='17' r='10' fill='#eb001b'/><circle cx='36' cy='17' r='10' fill='#f79e1b'/>`
    + `<path d='M30 9a10 10 0 0 1 0 16a10 10 0 0 1 0-16z' fill='#ff5f00'/>`
    + `<text x='30' y='33.5' ${FONT} font-size='5.2' fill='#231f20' text-anchor='middle' letter-spacing='0.2'>mastercard</text>`);
}

function troy(): string {
  // The Turkish network's lowercase wordmark, its "o" a turquoise ring.
  return svg('Troy', tile('#ffffff')
    + `<text x='10' y='25' ${FONT} font-size='16' font-weight='700' fill='#1c355e'>tr</text>`
    + `<circle cx='32.2' cy='19.6' r='4.6' fill='none' stroke='#00a19a' stroke-width='2.6'/>`
    + `<text x='38' y='25' ${FONT} font-size='16' font-weight='700' fill='#1c355e'>y</text>`);
}

function secure3d(): string {
  // A shield with a tick, and the words of the scheme.
  return svg('3-D Secure', tile('#ffffff')
    + `<path d='M13 7l8 3v6c0 5.5-3.4 9.4-8 11c-4.6-1.6-8-5.5-8-11v-6z' fill='#1c355e'/>`
    + `<path d='M9.4 16.6l2.6 2.6l4.8-5.2' fill='none' stroke='#ffffff' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'/>`
    + `<text x='40.5' y='17' ${FONT} font-size='9' font-weight='700' fill='#1c355e' text-anchor='middle'>3-D</text>`
    + `<text x='40.5' y='27' ${FONT} font-size='7.4' font-weight='700' fill='#1c355e' text-anchor='middle'>Secure</text>`);
}

function programme(p: (typeof PROGRAMMES)[number]): string {
  // The programme's colour, a card's chip, its name and a stripe of its accent colour.
  const size = p.label.length > 8 ? 8.6 : 11;
  return svg(p.family, tile(p.colour, p.colour)
    + `<rect x='6' y='7' width='8' height='6' rx='1.2' fill='#e7cf94'/><path d='M6 10h8M10 7v6' stroke='#b8860b' stroke-width='0.6'/>`
    + `<text x='30' y='26' ${FONT} font-size='${size}' font-weight='700' fill='${p.ink}' text-anchor='middle'>${p.label}</text>`
    + `<rect x='6' y='31' width='48' height='2' rx='1' fill='${p.accent}'/>`);
}

/** The mark's SVG markup. */
export function paymentMarkSvg(id: PaymentMarkId): string {
  if (id === 'visa') return visa();
  if (id === 'mastercard') return mastercard();
  if (id === 'troy') return troy();
  if (id === 'secure3d') return secure3d();
  return programme(PROGRAMMES.find((p) => p.id === id)!);
}

/** The mark as a data: URL, for an <img> or a seeded image address. */
export function paymentMarkDataUri(id: PaymentMarkId): string {
  return `data:image/svg+xml,${encodeURIComponent(paymentMarkSvg(id))}`;
}

/** The name a mark is read by (its alt text): brand names, the same in every language. */
export function paymentMarkName(id: PaymentMarkId): string {
  if (id === 'visa') return 'Visa';
  if (id === 'mastercard') return 'Mastercard';
  if (id === 'troy') return 'Troy';
  if (id === 'secure3d') return '3-D Secure';
  return PROGRAMMES.find((p) => p.id === id)!.family;
}

/** The mark of a bank's card programme by the card family or bank name, or null for another bank. */
export function programmeMarkFor(bankName: string | null | undefined, cardFamily: string | null | undefined): ProgrammeMarkId | null {
  const fold = (s: string | null | undefined) => (s ?? '').toLocaleLowerCase('tr').replace(/\s+/g, '');
  return PROGRAMMES.find((p) => fold(p.family) === fold(cardFamily) || fold(p.bank) === fold(bankName))?.id ?? null;
}

export const CARD_NETWORK_MARKS: NetworkMarkId[] = ['visa', 'mastercard', 'troy'];
export const PROGRAMME_MARKS: ProgrammeMarkId[] = PROGRAMMES.map((p) => p.id);
