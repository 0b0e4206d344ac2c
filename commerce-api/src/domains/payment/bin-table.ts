// Sandbox BIN table: the first six card digits name a Turkish bank and card family, which decide
// the instalment counts on offer and the monthly interest rate (percent per month) of each.
// Prefixes are a representative sample per family; any other BIN gets the default row.

export interface InstallmentPlan {
  count: number;
  /** Interest per month in percent; the total is amount * (1 + rate/100 * count). */
  monthlyRatePercent: number;
}

export interface CardFamily {
  bankName: string | null;
  cardFamily: string | null;
  prefixes: string[];
  plans: InstallmentPlan[];
}

const plans = (rates: Record<number, number>): InstallmentPlan[] =>
  Object.entries(rates)
    .map(([count, monthlyRatePercent]) => ({ count: Number(count), monthlyRatePercent }))
    .sort((a, b) => a.count - b.count);

export const CARD_FAMILIES: CardFamily[] = [
  {
    bankName: 'Garanti BBVA',
    cardFamily: 'Bonus',
    prefixes: ['374421', '375622', '404308', '426886', '427314', '428220', '540036', '554960'],
    plans: plans({ 1: 0, 2: 0, 3: 0, 6: 1.99, 9: 2.29, 12: 2.49 }),
  },
  {
    bankName: 'Yapı Kredi',
    cardFamily: 'World',
    prefixes: ['450803', '454318', '479794', '540061', '552645'],
    plans: plans({ 1: 0, 2: 0, 3: 0.99, 6: 1.89, 9: 2.19, 12: 2.39 }),
  },
  {
    bankName: 'İş Bankası',
    cardFamily: 'Maximum',
    prefixes: ['418342', '450634', '454360', '540667', '589004'],
    plans: plans({ 1: 0, 2: 0, 3: 0, 6: 1.95, 9: 2.25, 12: 2.45 }),
  },
  {
    bankName: 'Akbank',
    cardFamily: 'Axess',
    prefixes: ['435508', '435509', '552608', '557113'],
    plans: plans({ 1: 0, 2: 0, 3: 0.99, 6: 1.99, 9: 2.29 }),
  },
  {
    bankName: 'QNB',
    cardFamily: 'CardFinans',
    prefixes: ['402275', '403280', '531389', '542110'],
    plans: plans({ 1: 0, 2: 0.99, 3: 1.49, 6: 1.99, 9: 2.39 }),
  },
  {
    bankName: 'Halkbank',
    cardFamily: 'Paraf',
    prefixes: ['415565', '492094', '540435', '543081'],
    plans: plans({ 1: 0, 2: 0, 3: 1.29, 6: 1.99, 9: 2.35 }),
  },
  {
    bankName: 'Ziraat Bankası',
    cardFamily: 'Bankkart',
    prefixes: ['404591', '444676', '540130', '547287'],
    plans: plans({ 1: 0, 2: 0.99, 3: 1.29, 6: 1.89, 9: 2.19 }),
  },
];

/** Cards of other banks: advance payment or a few instalments with interest. */
export const DEFAULT_CARD_FAMILY: CardFamily = {
  bankName: null,
  cardFamily: null,
  prefixes: [],
  plans: plans({ 1: 0, 2: 1.49, 3: 1.79, 6: 2.29 }),
};

const byPrefix = new Map(CARD_FAMILIES.flatMap((f) => f.prefixes.map((p) => [p, f] as const)));

/** The family of a BIN (first six digits; spaces ignored); null when fewer than six digits. */
export function cardFamilyForBin(bin: string): CardFamily | null {
  const digits = bin.replace(/\s/g, '');
  if (!/^\d{6,}$/.test(digits)) return null;
  return byPrefix.get(digits.slice(0, 6)) ?? DEFAULT_CARD_FAMILY;
}
