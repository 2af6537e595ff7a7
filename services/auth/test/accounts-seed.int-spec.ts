import { startTestService, type TestService } from '@studyhub/platform/testing';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from '../src/accounts/accounts.config';
import { PasswordHasher } from '../src/accounts/passwords/password-hasher';
import { demoAccountsFrom, seedDemoAccounts } from '../src/seed/demo-accounts';
import { authService } from '../src/service';
import { countRows, outboxEvents } from './support/accounts-fixtures';
import { login } from './support/accounts-flows';
import { startAuthTestService } from './support/auth-test-service';
import { callJson } from './support/http';

jest.setTimeout(60_000);

const DEMO = ['admin@studyhub.local', 'student@studyhub.local', 'seller@studyhub.local'];

describe('demo accounts seeded at start outside production', () => {
  let service: TestService;

  beforeAll(async () => {
    service = await startAuthTestService();
  });

  afterAll(async () => {
    await service?.close();
  });

  it('creates the admin, the student and the seller, verified and active, each announced once', async () => {
    const rows = await service.kernel.dataSource.query<
      { email: string; role: string; status: string; email_verified_at: Date | null }[]
    >('SELECT email, role, status, email_verified_at FROM users WHERE email = ANY($1) ORDER BY email', [DEMO]);
    expect(rows.map(({ email, role, status }) => ({ email, role, status }))).toEqual([
      { email: 'admin@studyhub.local', role: 'admin', status: 'active' },
      { email: 'seller@studyhub.local', role: 'user', status: 'active' },
      { email: 'student@studyhub.local', role: 'user', status: 'active' },
    ]);
    expect(rows.every((row) => row.email_verified_at !== null)).toBe(true);
    const events = await outboxEvents<{ email: string; method: string; role: string }>(service, 'user.registered.v1');
    expect(events.map((event) => event.data).filter((data) => DEMO.includes(data.email))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'admin@studyhub.local', role: 'admin', method: 'seed' }),
        expect.objectContaining({ email: 'student@studyhub.local', role: 'user', method: 'seed' }),
        expect.objectContaining({ email: 'seller@studyhub.local', role: 'user', method: 'seed' }),
      ]),
    );
    expect(events).toHaveLength(3);
  });

  it('signs in with the documented passwords (the admin through the admin door)', async () => {
    const admin = await callJson(service.baseUrl, 'POST', '/auth/admin/login', {
      body: { email: 'admin@studyhub.local', password: 'studyhub-admin' },
    });
    expect(admin.status).toBe(200);
    expect((await login(service, 'student@studyhub.local', 'studyhub-demo')).status).toBe(200);
    expect((await login(service, 'seller@studyhub.local', 'studyhub-demo')).status).toBe(200);
  });

  it('is idempotent: a second run creates nothing and leaves changed accounts alone', async () => {
    await service.kernel.dataSource.query(
      `UPDATE users SET full_name = 'Renamed Student', status = 'inactive' WHERE email = 'student@studyhub.local'`,
    );
    const settings = service.app.get<AccountsSettings>(ACCOUNTS_SETTINGS);
    const created = await seedDemoAccounts(
      service.kernel,
      demoAccountsFrom({ ADMIN_EMAIL: 'admin@studyhub.local', ADMIN_PASSWORD: 'other', DEMO_PASSWORD: 'other' }),
      new PasswordHasher(settings),
    );
    expect(created).toEqual([]);
    expect(await countRows(service, 'SELECT count(*) FROM users WHERE email = ANY($1)', [DEMO])).toBe(3);
    expect(await countRows(service, `SELECT count(*) FROM outbox WHERE event_type = 'user.registered.v1'`)).toBe(3);
    const [student] = await service.kernel.dataSource.query<{ full_name: string; status: string }[]>(
      `SELECT full_name, status FROM users WHERE email = 'student@studyhub.local'`,
    );
    expect(student).toEqual({ full_name: 'Renamed Student', status: 'inactive' });
    expect((await login(service, 'admin@studyhub.local', 'studyhub-admin')).status).toBe(200);
  });
});

describe('demo account overrides and production', () => {
  it('takes ADMIN_EMAIL, ADMIN_PASSWORD and DEMO_PASSWORD from the environment', async () => {
    const service = await startAuthTestService({
      ADMIN_EMAIL: 'Boss@Example.org',
      ADMIN_PASSWORD: 'boss-secret',
      DEMO_PASSWORD: 'demo-secret',
    });
    try {
      const admin = await callJson(service.baseUrl, 'POST', '/auth/admin/login', {
        body: { email: 'boss@example.org', password: 'boss-secret' },
      });
      expect(admin.status).toBe(200);
      expect((await login(service, 'seller@studyhub.local', 'demo-secret')).status).toBe(200);
      expect((await login(service, 'seller@studyhub.local', 'studyhub-demo')).status).toBe(401);
      expect(await countRows(service, `SELECT count(*) FROM users WHERE email = 'admin@studyhub.local'`)).toBe(0);
    } finally {
      await service.close();
    }
  });

  it('seeds nothing in production', async () => {
    const service = await startTestService(authService, {
      env: { NODE_ENV: 'production', AUTH_KEY_ENCRYPTION_SECRET: 'a-production-secret-of-more-than-32-chars' },
    });
    try {
      expect(await countRows(service, 'SELECT count(*) FROM users')).toBe(0);
    } finally {
      await service.close();
    }
  });
});
