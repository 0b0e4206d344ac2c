// Staff accounts from the command line: `npm run staff -w commerce-api -- <command>`
//   create --email E --name N --role ADMIN|ORDERS|SUPPORT|CATALOGUE|STORE [--store ID] [--password P]
//          the first admin of a production database (or any member). Without --password one is
//          generated and printed. The authenticator is enrolled here: the otpauth URL (scan it as
//          a QR code, or type the secret) is printed once; the first login asks for its code.
//   totp <email>   the current code of a member's authenticator (demo and development only; refused
//                  when NODE_ENV=production)
// On DATABASE_URL (PostgreSQL); --embedded opens the embedded database (DATA_DIR) while the shop
// is stopped.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runAsDatabaseCli } from '../../db/database-cli.js';
import { staffAccounts } from '../../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { recordAudit } from './audit.js';
import { checkNewStaffMember } from './staff-member-input.js';
import { currentTotpCode, newTotpSecret, totpUrl } from './totp.js';

export interface CliOutput {
  out(line: string): void;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const USAGE = 'usage: staff create --email E --name N --role ADMIN|ORDERS|SUPPORT|CATALOGUE|STORE [--store ID] [--password P] | totp <email>  (add --embedded to open DATA_DIR while the shop is stopped)';

async function create(db: Db, args: string[], io: CliOutput): Promise<number> {
  const generated = option(args, 'password') ? null : randomBytes(12).toString('base64url');
  const store = option(args, 'store');
  const input = { email: option(args, 'email') ?? '', name: option(args, 'name') ?? '', password: option(args, 'password') ?? generated!, role: (option(args, 'role') ?? '') as 'ADMIN', storeId: store ? Number(store) : null };
  const checked = checkNewStaffMember(input, 'en');
  if (!checked.ok) {
    for (const e of checked.errors) io.out(`${e.field ?? 'input'}: ${e.message}`);
    return 2;
  }
  const value = checked.value;
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(value.password);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email: value.email, name: value.name, passwordHash, role: value.role, storeId: value.storeId ?? null, totpSecret: secret })
      .onConflictDoNothing()
      .returning({ id: staffAccounts.id });
    if (!row) return null;
    const after = { email: value.email, name: value.name, role: value.role, storeId: value.storeId ?? null };
    await recordAudit(tx, { staff: null, ip: 'cli', requestId: randomUUID() }, { action: 'staff.create', targetType: 'staff_account', targetId: row.id, after }, { id: null, email: 'cli' });
    return row.id;
  });
  if (id === null) {
    io.out(`a staff account ${value.email} already exists`);
    return 1;
  }
  io.out(`created staff member ${id}: ${value.email} (${value.role})`);
  if (generated) io.out(`password: ${generated}`);
  io.out(`authenticator (scan as a QR code, or enter the secret ${secret}):`);
  io.out(totpUrl(value.email, secret));
  return 0;
}

async function totp(db: Db, email: string | undefined, io: CliOutput): Promise<number> {
  if (process.env.NODE_ENV === 'production') {
    io.out('refused: codes are read from the authenticator app in production');
    return 2;
  }
  const [row] = await db.select({ secret: staffAccounts.totpSecret }).from(staffAccounts).where(eq(staffAccounts.email, (email ?? '').trim().toLowerCase()));
  if (!row?.secret) {
    io.out(row ? 'no authenticator enrolled for this account' : `no staff account ${email}`);
    return 1;
  }
  io.out(await currentTotpCode(row.secret));
  return 0;
}

export async function runStaffCommand(db: Db, args: string[], io: CliOutput): Promise<number> {
  const [command, first] = args;
  if (command === 'create') return create(db, args, io);
  if (command === 'totp') return totp(db, first, io);
  io.out(USAGE);
  return 2;
}

runAsDatabaseCli(import.meta.url, runStaffCommand, 'use');
