// Customers: the two fixed demo accounts (README logins) and generated past buyers whose orders
// give the "bought together" recommendations their co-occurrence data. Generated buyers have no
// password (they would sign in with a one-time code).
import type { customers } from '../db/schema.js';
import { hashPassword } from '../domains/auth/password.js';
import { Rng } from './prng.js';

type CustomerRow = typeof customers.$inferInsert;

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_CUSTOMERS = [
  { key: 'demo', email: 'demo@storefront.test', phone: '5320000001', firstName: 'Ayşe', lastName: 'Yılmaz', day: 14, month: 5, year: 1990, gender: 'F' },
  { key: 'second', email: 'second@storefront.test', phone: '5320000002', firstName: 'Mehmet', lastName: 'Demir', day: 3, month: 11, year: 1985, gender: 'M' },
] as const;
export type DemoKey = (typeof DEMO_CUSTOMERS)[number]['key'];

// scrypt is deliberately slow: hash the shared demo password once per process.
let demoHash: Promise<string> | null = null;
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

export function demoCustomerRows(ids: Record<DemoKey, number>, passwordHash: string, now: Date): CustomerRow[] {
  return DEMO_CUSTOMERS.map((c, i) => ({
    id: ids[c.key],
    email: c.email,
    phone: c.phone,
    firstName: c.firstName,
    lastName: c.lastName,
    passwordHash,
    dateOfBirthDay: c.day,
    dateOfBirthMonth: c.month,
    dateOfBirthYear: c.year,
    gender: c.gender,
    isGuest: false,
    permissions: { CALL_PERMISSION: false, SMS_PERMISSION: i === 0, EMAIL_PERMISSION: i === 0 },
    agreements: { 'uyelik-sozlesmesi': true, 'kvkk-aydinlatma': true, 'ticari-ileti': i === 0 },
    segmentId: 20414,
    createdAt: new Date(now.getTime() - (400 - i * 30) * 86_400_000),
  }));
}

const FIRST = ['Ayşe', 'Fatma', 'Zeynep', 'Elif', 'Merve', 'Esra', 'Selin', 'Deniz', 'Burcu', 'Gizem', 'Ceren', 'Ebru', 'Mehmet', 'Ahmet', 'Mustafa', 'Emre', 'Burak', 'Can', 'Cem', 'Oğuz', 'Hülya', 'Şule', 'İrem', 'Özge', 'Tuğba', 'Büşra', 'Seda', 'Hakan', 'Serkan', 'Gökhan'];
const LAST = ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek', 'Polat', 'Erdoğan', 'Güneş', 'Aksoy'];

export const GENERATED_CUSTOMER_COUNT = 160;

export function generatedCustomerRow(n: number, id: number, now: Date): CustomerRow {
  const rng = Rng.for('customer', n);
  const female = rng.chance(0.7);
  const firstName = female ? rng.pick(FIRST.slice(0, 12).concat(FIRST.slice(20, 27))) : rng.pick(FIRST.slice(12, 20).concat(FIRST.slice(27)));
  return {
    id,
    email: `uye${n + 1}@storefront.test`,
    phone: `533${String(n + 1).padStart(7, '0')}`,
    firstName,
    lastName: rng.pick(LAST),
    passwordHash: null,
    gender: female ? 'F' : 'M',
    isGuest: false,
    permissions: { CALL_PERMISSION: false, SMS_PERMISSION: rng.chance(0.5), EMAIL_PERMISSION: rng.chance(0.5) },
    agreements: { 'uyelik-sozlesmesi': true, 'kvkk-aydinlatma': true },
    createdAt: new Date(now.getTime() - rng.int(200, 900) * 86_400_000),
  };
}
