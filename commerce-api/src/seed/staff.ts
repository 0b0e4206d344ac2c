// The demo staff: one account per role (README lists them), each with a fixed password and a fixed
// TOTP secret, so a demo (and the journeys) can log in with a code computed from the secret:
//   npm run staff -w commerce-api -- totp admin@isiltitaki.test
// Never for a production database: its first admin is made with `npm run staff -- create`.
import { asc } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { staffAccounts, stores } from '../db/schema.js';
import { hashPassword } from '../domains/auth/password.js';
import type { StaffRole } from '../domains/staff/staff-context.js';

export const DEMO_STAFF_PASSWORD = 'Personel-Demo-2024';

export const DEMO_STAFF: readonly { email: string; name: string; role: StaffRole; totpSecret: string }[] = [
  { email: 'admin@isiltitaki.test', name: 'Deniz Aydın (Yönetici)', role: 'ADMIN', totpSecret: 'SJ7RAGX2U76C3U4JY7GLCXNCLMP72WY6' },
  { email: 'siparis@isiltitaki.test', name: 'Elif Kaya (Sipariş)', role: 'ORDERS', totpSecret: 'CKALLQ7SCAV3TOOWGK4M77MS53DELWJ4' },
  { email: 'destek@isiltitaki.test', name: 'Burak Şahin (Müşteri Hizmetleri)', role: 'SUPPORT', totpSecret: 'QCXCQSNWZQ52DHIWGJ6VLTB7DZLFRHYG' },
  { email: 'katalog@isiltitaki.test', name: 'Zeynep Çelik (Katalog)', role: 'CATALOGUE', totpSecret: 'KPOHGRSADLA4QUDN5WG7NFNSHWRAJFSM' },
  { email: 'magaza@isiltitaki.test', name: 'Mert Öztürk (Mağaza)', role: 'STORE', totpSecret: '23ENEY2NTMCWYBH6XFPP3Y2JYJ34CNCD' },
];

/** Writes the demo staff accounts (the STORE account on the first store). */
export async function seedStaff(tx: Db | Tx): Promise<void> {
  const [firstStore] = await tx.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const rows = DEMO_STAFF.filter((s) => s.role !== 'STORE' || firstStore).map((s) => ({
    email: s.email,
    name: s.name,
    passwordHash,
    role: s.role,
    storeId: s.role === 'STORE' ? firstStore!.id : null,
    totpSecret: s.totpSecret,
  }));
  await tx.insert(staffAccounts).values(rows).onConflictDoNothing();
}
