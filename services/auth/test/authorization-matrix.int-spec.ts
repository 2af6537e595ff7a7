import { randomUUID } from 'node:crypto';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  startMatrixService,
  type MatrixService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { authService } from '../src/service';

describe('auth: authorization matrix', () => {
  let service: MatrixService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    service = await startMatrixService(authService);
    tokens = service.tokens;
  });

  afterAll(async () => {
    await service?.close();
  });

  /** Auth re-reads its callers' accounts (an admin must still be one), so the callers are real rows. */
  async function accountOf(role: 'user' | 'admin', status: 'active' | 'inactive'): Promise<string> {
    const [row] = await service.kernel.dataSource.query<{ id: string }[]>(
      `INSERT INTO users (email, full_name, role, status) VALUES ($1, $2, $3, $4) RETURNING id`,
      [`authz-${role}-${status}-${randomUUID()}@example.org`, `Matrix ${role} ${status}`, role, status],
    );
    return row!.id;
  }

  it('holds every route to its rule for every kind of caller', async () => {
    const matrix = await checkAuthorizationMatrix(service, tokens, {
      userIds: {
        student: await accountOf('user', 'active'),
        seller: await accountOf('user', 'active'),
        'inactive user': await accountOf('user', 'inactive'),
        'inactive admin': await accountOf('admin', 'inactive'),
        admin: await accountOf('admin', 'active'),
      },
    });
    expect(matrix.failures).toEqual([]);
    expect(matrix.routes.length).toBeGreaterThan(5);
  });

  describe('private data', () => {
    it("shows no one else a user's account or billing address", async () => {
      const ownerId = await accountOf('user', 'active');
      const owner = await tokens.sign({ userId: ownerId });
      const stranger = await tokens.sign({ userId: await accountOf('user', 'active') });
      const street = `${Math.floor(Math.random() * 900) + 100} Quiet Lane ${randomUUID().slice(0, 6)}`;
      const saved = await fetch(`${service.baseUrl}/auth/billing-address`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          address_line1: street,
          city: 'Lisbon',
          state: 'Lisboa',
          country_id: randomUUID(),
          postal_code: '1100-001',
          phone: '+351 210 000 000',
        }),
      });
      expect(saved.status).toBe(200);
      const own = await fetch(`${service.baseUrl}/auth/billing-address`, {
        headers: { authorization: `Bearer ${owner}` },
      });
      expect(await own.text()).toContain(street);
      const [owned] = await service.kernel.dataSource.query<{ email: string }[]>(
        'SELECT email FROM users WHERE id = $1',
        [ownerId],
      );

      const leaks = await privateDataLeaks(service, stranger, {
        secrets: [street, ownerId, owned!.email],
        refused: [
          { method: 'GET', path: `/users/${ownerId}` },
          { method: 'GET', path: `/users/${ownerId}/sign-ins` },
        ],
        listed: [
          { method: 'GET', path: '/auth/me' },
          { method: 'GET', path: '/auth/billing-address' },
        ],
      });
      expect(leaks).toEqual([]);
    });
  });
});
