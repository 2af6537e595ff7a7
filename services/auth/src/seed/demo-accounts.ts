import type { AccountRole } from '@studyhub/contracts';
import type { ServiceKernel } from '@studyhub/platform';
import type { AccountsEnv } from '../accounts/accounts.config';
import type { PasswordHasher } from '../accounts/passwords/password-hasher';

export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  role: AccountRole;
}

/** The accounts every development and test stack starts with (the e2e tests sign in with them). */
export function demoAccountsFrom(
  env: Pick<AccountsEnv, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'DEMO_PASSWORD'>,
): DemoAccount[] {
  return [
    { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD, fullName: 'Studyhub Admin', role: 'admin' },
    { email: 'student@studyhub.local', password: env.DEMO_PASSWORD, fullName: 'Demo Student', role: 'user' },
    { email: 'seller@studyhub.local', password: env.DEMO_PASSWORD, fullName: 'Demo Seller', role: 'user' },
  ];
}

/**
 * Creates the missing demo accounts, verified and active, each with its `user.registered.v1`
 * (method `seed`). Existing accounts are left exactly as they are, so it is safe at every start and
 * from several replicas at once. Returns the addresses it created.
 */
export async function seedDemoAccounts(
  kernel: Pick<ServiceKernel, 'dataSource' | 'outbox'>,
  accounts: readonly DemoAccount[],
  hasher: Pick<PasswordHasher, 'hash'>,
): Promise<string[]> {
  const existing = await kernel.dataSource.query<{ email: string }[]>(`SELECT email FROM users WHERE email = ANY($1)`, [
    accounts.map((account) => account.email),
  ]);
  const known = new Set(existing.map((row) => row.email));
  const created: string[] = [];
  for (const account of accounts.filter((candidate) => !known.has(candidate.email))) {
    const passwordHash = await hasher.hash(account.password);
    const inserted = await kernel.dataSource.transaction(async (manager) => {
      const [row] = await manager.query<{ id: string }[]>(
        `INSERT INTO users (email, full_name, role, status, password_hash, email_verified_at)
         VALUES ($1, $2, $3, 'active', $4, now())
         ON CONFLICT (email) DO NOTHING
         RETURNING id`,
        [account.email, account.fullName, account.role, passwordHash],
      );
      if (!row) return false;
      await kernel.outbox.append(manager, 'user.registered.v1', {
        userId: row.id,
        email: account.email,
        fullName: account.fullName,
        role: account.role,
        method: 'seed',
      });
      return true;
    });
    if (inserted) created.push(account.email);
  }
  return created;
}
