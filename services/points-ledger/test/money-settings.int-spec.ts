import { randomUUID } from 'node:crypto';
import type {
  ApiError,
  MoneySettings,
  SellerWallet,
  SettingsHistoryEntry,
  SettingsSnapshot,
} from '@studyhub/contracts';
import { LedgerStack, dataOf } from './support/ledger-stack';

jest.setTimeout(60_000);

describe('money settings: seller share, earnings hold and withdrawal minimum (ADR 0032)', () => {
  let stack: LedgerStack;
  const admin = { userId: randomUUID(), role: 'admin' as const, email: 'admin@studyhub.local' };

  beforeAll(async () => {
    stack = await LedgerStack.start({ SELLER_SHARE_PERCENT: '70', WITHDRAWAL_MINIMUM_POINTS: '500' });
  });
  afterAll(async () => stack?.close());
  afterEach(async () => expect(await stack.audit()).toEqual([]));

  async function call<T>(
    method: 'GET' | 'PUT',
    path: string,
    caller: { userId: string; role: 'user' | 'admin'; status?: string; email?: string } | undefined,
    body?: unknown,
  ): Promise<{ status: number; body: { data: T; meta?: { total: number } } & Partial<ApiError> }> {
    const token = caller ? await stack.tokens.sign(caller) : undefined;
    const response = await fetch(`${stack.service.baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as never };
  }

  const current = async () =>
    (await call<SettingsSnapshot<MoneySettings>>('GET', '/admin/settings/money', admin)).body.data;

  async function sell(points: number): Promise<{ seller: string; sellerShare: number }> {
    const buyer = randomUUID();
    const seller = randomUUID();
    await stack.creditPoints(buyer, points);
    const result = dataOf(
      await stack.orders.post<{ lines: { seller_share: number }[] }>('/internal/purchases', {
        user_id: buyer,
        order_id: randomUUID(),
        lines: [{ document_id: randomUUID(), seller_id: seller, points, title: 'Lab notes' }],
      }),
    );
    return { seller, sellerShare: result.lines[0]!.seller_share };
  }

  it('serves the environment values as version 0 until an admin saves', async () => {
    const snapshot = await current();
    expect(snapshot).toMatchObject({
      group: 'money',
      version: 0,
      value: { seller_share_percent: 70, earnings_hold_days: 30, withdrawal_minimum_points: 500 },
      updated_at: null,
    });
  });

  it('applies a new seller share to the next sale and records the change in the history', async () => {
    expect((await sell(100)).sellerShare).toBe(70);
    const before = await current();
    const saved = await call<SettingsSnapshot<MoneySettings>>('PUT', '/admin/settings/money', admin, {
      version: before.version,
      value: { ...before.value, seller_share_percent: 80, earnings_hold_days: 45 },
      note: 'Seller promotion',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: before.version + 1, value: { seller_share_percent: 80 } });

    const { seller, sellerShare } = await sell(100);
    expect(sellerShare).toBe(80);
    const wallet = (await call<SellerWallet>('GET', '/seller/wallet', { userId: seller, role: 'user' })).body.data;
    expect(wallet).toMatchObject({ pending_points: 80, hold_days: 45 });
    const releaseInDays = (Date.parse(wallet.next_release!.available_at) - Date.now()) / 86_400_000;
    expect(releaseInDays).toBeGreaterThan(44.9);

    const [audit] = await stack.outboxEvents<{ action: string; summary: string; actorEmail: string | null }>(
      'admin.action-recorded.v1',
    );
    expect(audit?.data).toMatchObject({
      action: 'settings.changed',
      actorEmail: admin.email,
      summary: 'Money settings: seller share (%) 70 → 80, earnings hold (days) 30 → 45',
    });

    const history = await call<SettingsHistoryEntry<MoneySettings>[]>('GET', '/admin/settings/money/history', admin);
    expect(history.body.meta?.total).toBe(1);
    expect(history.body.data[0]).toMatchObject({
      version: before.version + 1,
      changed_by: admin.userId,
      changed_by_email: admin.email,
      before: { seller_share_percent: 70, earnings_hold_days: 30 },
      after: { seller_share_percent: 80, earnings_hold_days: 45 },
      note: 'Seller promotion',
    });
  });

  it('refuses a save made from a stale version with 409 and the reload message', async () => {
    const { version, value } = await current();
    const stale = await call('PUT', '/admin/settings/money', admin, {
      version: version - 1,
      value: { ...value, seller_share_percent: 10 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'SETTINGS_VERSION_CONFLICT' });
    expect(stale.body.error?.message).toMatch(/changed by someone else/);
    expect((await current()).value.seller_share_percent).toBe(value.seller_share_percent);
  });

  it('refuses values out of bounds with 400 naming the field', async () => {
    const { version, value } = await current();
    const answer = await call('PUT', '/admin/settings/money', admin, {
      version,
      value: { ...value, earnings_hold_days: 7 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields?.['value.earnings_hold_days']?.[0]).toMatch(/refund window/);
  });

  it('applies a new withdrawal minimum to the next request', async () => {
    const { version, value } = await current();
    await call('PUT', '/admin/settings/money', admin, { version, value: { ...value, withdrawal_minimum_points: 900 } });
    const seller = randomUUID();
    const answer = await stack.post(
      '/seller/withdrawals',
      { amount_points: 800, method: 'paypal', destination: 'me@example.com' },
      seller,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields?.amount_points).toEqual(['The minimum withdrawal is 900 points.']);
  });

  it('answers only active admins', async () => {
    const student = { userId: randomUUID(), role: 'user' as const };
    const inactiveAdmin = { ...admin, status: 'inactive' };
    expect((await call('GET', '/admin/settings/money', student)).status).toBe(403);
    expect((await call('PUT', '/admin/settings/money', student, { version: 0, value: {} })).status).toBe(403);
    expect((await call('GET', '/admin/settings/money/history', student)).status).toBe(403);
    expect((await call('GET', '/admin/settings/money', inactiveAdmin)).status).toBe(403);
    expect((await call('GET', '/admin/settings/money', undefined)).status).toBe(401);
    expect((await call('GET', '/admin/settings/documents', admin)).status).toBe(404);
  });
});
