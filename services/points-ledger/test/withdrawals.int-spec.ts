import { randomUUID } from 'node:crypto';
import type { AdminPointsTransaction, SellerWallet, Withdrawal } from '@studyhub/contracts';
import { LedgerStack, dataOf } from './support/ledger-stack';

jest.setTimeout(60_000);

describe('seller earnings, withdrawals and the back office', () => {
  let stack: LedgerStack;
  const admin = { userId: randomUUID(), role: 'admin' as const };

  beforeAll(async () => {
    stack = await LedgerStack.start();
  });
  afterAll(async () => stack?.close());
  afterEach(async () => expect(await stack.audit()).toEqual([]));

  /** A seller with `points` of earnings from one sale (70% of the price), pending or matured. */
  async function sellerEarning(points: number, matured: boolean): Promise<{ seller: string; orderId: string }> {
    const buyer = randomUUID();
    const seller = randomUUID();
    const price = Math.ceil((points * 100) / 70);
    await stack.creditPoints(buyer, price);
    const orderId = randomUUID();
    dataOf(
      await stack.orders.post('/internal/purchases', {
        user_id: buyer,
        order_id: orderId,
        lines: [{ document_id: randomUUID(), seller_id: seller, points: price, title: 'Lab notes' }],
      }),
    );
    if (matured) {
      await stack.query(`UPDATE earnings_lots SET available_at = now() - interval '1 second' WHERE order_id = $1`, [
        orderId,
      ]);
      await stack.sweep();
    }
    return { seller, orderId };
  }
  const walletOf = async (seller: string) => (await stack.get<SellerWallet>('/seller/wallet', seller)).body.data;
  const requestOf = (amount: number) => ({ amount_points: amount, method: 'paypal', destination: 'me@example.com' });
  const withdrawalEvents = async (withdrawalId: string) =>
    (
      await stack.outboxEvents<{ withdrawalId: string; status: string; reason: string | null }>(
        'withdrawal.status-changed.v1',
      )
    )
      .filter((event) => event.data.withdrawalId === withdrawalId)
      .map((event) => [event.data.status, event.data.reason]);

  describe('GET /seller/wallet', () => {
    it('shows pending earnings and when the next lot becomes available', async () => {
      const { seller } = await sellerEarning(700, false);
      const wallet = await walletOf(seller);
      expect(wallet).toMatchObject({
        pending_points: 700,
        available_points: 0,
        withdrawing_points: 0,
        withdrawn_points: 0,
        lifetime_earned_points: 700,
        minimum_withdrawal_points: 500,
        hold_days: 30,
      });
      const releaseIn = Date.parse(wallet.next_release!.available_at) - Date.now();
      expect(wallet.next_release!.points).toBe(700);
      expect(releaseIn).toBeGreaterThan(29.9 * 86_400_000);
      expect(releaseIn).toBeLessThanOrEqual(30 * 86_400_000);
    });

    it('makes earnings available once the hold period has passed (the sweeper)', async () => {
      const { seller, orderId } = await sellerEarning(700, false);
      await stack.query(`UPDATE earnings_lots SET available_at = now() - interval '1 second' WHERE order_id = $1`, [
        orderId,
      ]);
      expect((await stack.sweep()).releasedLots).toBe(1);
      expect(await walletOf(seller)).toMatchObject({ pending_points: 0, available_points: 700, next_release: null });
      expect((await stack.sweep()).releasedLots).toBe(0);
      const [lot] = await stack.query<{ status: string }>(`SELECT status FROM earnings_lots WHERE order_id = $1`, [
        orderId,
      ]);
      expect(lot?.status).toBe('released');
    });

    it('shows zeros to someone who never sold', async () => {
      expect(await walletOf(randomUUID())).toMatchObject({
        pending_points: 0,
        available_points: 0,
        lifetime_earned_points: 0,
        next_release: null,
      });
    });
  });

  describe('POST /seller/withdrawals', () => {
    it('moves available points to withdrawing and announces the request', async () => {
      const { seller } = await sellerEarning(1400, true);
      const answer = await stack.post<Withdrawal>('/seller/withdrawals', requestOf(600), seller);
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        seller_id: seller,
        amount_points: 600,
        amount_cents: 6000,
        method: 'paypal',
        destination: 'me@example.com',
        status: 'requested',
        reason: null,
        decided_at: null,
        paid_at: null,
      });
      expect(await walletOf(seller)).toMatchObject({ available_points: 800, withdrawing_points: 600 });
      expect(await withdrawalEvents(answer.body.data.id)).toEqual([['requested', null]]);
      const mine = await stack.get<Withdrawal[]>('/seller/withdrawals', seller);
      expect(mine.body.data.map((w) => w.id)).toEqual([answer.body.data.id]);
      expect(mine.body.meta).toEqual({ page: 1, limit: 10, total: 1 });
      expect((await stack.get<Withdrawal[]>('/seller/withdrawals', randomUUID())).body.data).toEqual([]);
    });

    it('answers a repeated Idempotency-Key with the first withdrawal', async () => {
      const { seller } = await sellerEarning(1400, true);
      const headers = { 'idempotency-key': 'payout-2026-11' };
      const first = await stack.post<Withdrawal>('/seller/withdrawals', requestOf(500), seller, headers);
      const again = await stack.post<Withdrawal>('/seller/withdrawals', requestOf(500), seller, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.body.data).toEqual(first.body.data);
      expect(await walletOf(seller)).toMatchObject({ available_points: 900, withdrawing_points: 500 });
      expect((await stack.post('/seller/withdrawals', requestOf(600), seller, headers)).status).toBe(409);
    });

    it('refuses less than the minimum, more than is available, and bad input', async () => {
      const { seller } = await sellerEarning(700, true);
      const small = await stack.post('/seller/withdrawals', requestOf(499), seller);
      expect(small.status).toBe(400);
      expect(small.body.error?.fields).toEqual({ amount_points: ['The minimum withdrawal is 500 points.'] });
      const tooMuch = await stack.post('/seller/withdrawals', requestOf(701), seller);
      expect(tooMuch.status).toBe(402);
      expect(tooMuch.body.error).toMatchObject({ code: 'INSUFFICIENT_POINTS', message: 'insufficient points' });
      const pending = await sellerEarning(700, false);
      expect((await stack.post('/seller/withdrawals', requestOf(500), pending.seller)).status).toBe(402);
      const bad = await stack.post(
        '/seller/withdrawals',
        { amount_points: 1.5, method: 'cash', destination: '' },
        seller,
      );
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error?.fields ?? {}).sort()).toEqual(['amount_points', 'destination', 'method']);
      expect(await walletOf(seller)).toMatchObject({ available_points: 700, withdrawing_points: 0 });
      expect((await stack.post('/seller/withdrawals', requestOf(500))).status).toBe(401);
    });
  });

  describe('the payout queue (/admin/withdrawals)', () => {
    it('approves, then pays: withdrawing points leave through payout clearing', async () => {
      const { seller } = await sellerEarning(1400, true);
      const withdrawal = (await stack.post<Withdrawal>('/seller/withdrawals', requestOf(600), seller)).body.data;

      const queue = await stack.get<Withdrawal[]>(`/admin/withdrawals?status=requested&seller_id=${seller}`, admin);
      expect(queue.body.data.map((w) => w.id)).toEqual([withdrawal.id]);

      const approved = await stack.post<Withdrawal>(`/admin/withdrawals/${withdrawal.id}/approve`, {}, admin);
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ status: 'approved' });
      expect(approved.body.data.decided_at).not.toBeNull();
      const again = await stack.post<Withdrawal>(`/admin/withdrawals/${withdrawal.id}/approve`, {}, admin);
      expect(again.body.data).toEqual(approved.body.data);

      const paid = await stack.post<Withdrawal>(`/admin/withdrawals/${withdrawal.id}/paid`, {}, admin);
      expect(paid.body.data).toMatchObject({ status: 'paid' });
      expect(paid.body.data.paid_at).not.toBeNull();
      expect(await walletOf(seller)).toMatchObject({
        available_points: 800,
        withdrawing_points: 0,
        withdrawn_points: 600,
        lifetime_earned_points: 1400,
      });
      const reject = await stack.post(`/admin/withdrawals/${withdrawal.id}/reject`, { reason: 'Too late' }, admin);
      expect(reject.status).toBe(409);
      expect(reject.body.error?.message).toBe('This withdrawal was already paid.');
      expect(await withdrawalEvents(withdrawal.id)).toEqual([
        ['requested', null],
        ['approved', null],
        ['paid', null],
      ]);
      const payout = await stack.get<AdminPointsTransaction[]>(
        `/admin/points-transactions?user_id=${seller}&type=withdrawal_paid`,
        admin,
      );
      expect(payout.body.data[0]!.entries).toEqual([
        { account: 'seller_withdrawing', owner_id: seller, amount: -600 },
        { account: 'payout_clearing', owner_id: null, amount: 600 },
      ]);
    });

    it('rejects with a reason: the points return to available', async () => {
      const { seller } = await sellerEarning(700, true);
      const withdrawal = (await stack.post<Withdrawal>('/seller/withdrawals', requestOf(700), seller)).body.data;
      expect((await stack.post(`/admin/withdrawals/${withdrawal.id}/reject`, {}, admin)).status).toBe(400);
      expect((await stack.post(`/admin/withdrawals/${withdrawal.id}/paid`, {}, admin)).body.error?.message).toBe(
        'Approve the withdrawal before marking it paid.',
      );
      const rejected = await stack.post<Withdrawal>(
        `/admin/withdrawals/${withdrawal.id}/reject`,
        { reason: 'The PayPal address does not exist.' },
        admin,
      );
      expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'The PayPal address does not exist.' });
      expect(await walletOf(seller)).toMatchObject({
        available_points: 700,
        withdrawing_points: 0,
        withdrawn_points: 0,
      });
      expect(await withdrawalEvents(withdrawal.id)).toEqual([
        ['requested', null],
        ['rejected', 'The PayPal address does not exist.'],
      ]);
      expect((await stack.post(`/admin/withdrawals/${withdrawal.id}/approve`, {}, admin)).status).toBe(409);
    });

    it('is for active admins only, and knows only existing withdrawals', async () => {
      const seller = randomUUID();
      const notAdmin = await stack.get('/admin/withdrawals', seller);
      expect(notAdmin.status).toBe(403);
      expect(notAdmin.body.error?.message).toBe('Unauthorized: Admin access required');
      expect((await stack.get('/admin/withdrawals', { ...admin, status: 'inactive' })).status).toBe(403);
      expect((await stack.post(`/admin/withdrawals/${randomUUID()}/approve`, {}, seller)).status).toBe(403);
      expect((await stack.post(`/admin/withdrawals/${randomUUID()}/approve`, {}, admin)).status).toBe(404);
      expect((await stack.post(`/admin/withdrawals/nope/approve`, {}, admin)).status).toBe(400);
      expect((await stack.get('/admin/withdrawals?status=lost', admin)).status).toBe(400);
    });

    it('lists and pages every withdrawal, newest first', async () => {
      const { seller } = await sellerEarning(1500, true);
      for (let i = 0; i < 3; i += 1) await stack.post('/seller/withdrawals', requestOf(500), seller);
      const page = await stack.get<Withdrawal[]>(`/admin/withdrawals?seller_id=${seller}&limit=2&page=2`, admin);
      expect(page.body.meta).toEqual({ page: 2, limit: 2, total: 3 });
      expect(page.body.data).toHaveLength(1);
      const all = await stack.get<Withdrawal[]>('/admin/withdrawals?limit=100', admin);
      const times = all.body.data.map((w) => Date.parse(w.requested_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });
  });

  describe('sorting and CSV export of the back office lists', () => {
    const csvLinesOf = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');

    it('orders the payout queue by amount and exports it with the same filters and order', async () => {
      const { seller } = await sellerEarning(2000, true);
      for (const amount of [700, 500, 600]) await stack.post('/seller/withdrawals', requestOf(amount), seller);
      const byAmount = await stack.get<Withdrawal[]>(
        `/admin/withdrawals?seller_id=${seller}&sort=amount_points&order=asc`,
        admin,
      );
      expect(byAmount.body.data.map((w) => w.amount_points)).toEqual([500, 600, 700]);

      const csv = await stack.download(
        `/admin/withdrawals?seller_id=${seller}&sort=amount_points&order=desc&format=csv`,
        admin,
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toMatch(/filename="withdrawals-[\d-]+\.csv"/);
      const lines = csvLinesOf(csv.text);
      expect(lines[0]).toBe(
        'Withdrawal id,Requested at,Seller id,Points,Payout (USD),Method,Destination,Status,Reason,Decided at,Paid at',
      );
      expect(lines.slice(1).map((line) => line.split(',').slice(3, 5))).toEqual([
        ['700', '70.00'],
        ['600', '60.00'],
        ['500', '50.00'],
      ]);
      expect((await stack.get('/admin/withdrawals?sort=destination', admin)).status).toBe(400);
      expect((await stack.download('/admin/withdrawals?format=csv', seller)).status).toBe(403);
    });

    it('exports the ledger transactions of a user with the points each moved for them', async () => {
      const user = randomUUID();
      await stack.creditPoints(user, 100, 20);
      dataOf(
        await stack.aiTools.post('/internal/spends', {
          user_id: user,
          amount: 7,
          type: 'document_chat',
          description: 'Document chat',
          idempotency_key: 'csv-chat',
        }),
      );
      const byType = await stack.get<AdminPointsTransaction[]>(
        `/admin/points-transactions?user_id=${user}&sort=type&order=asc`,
        admin,
      );
      expect(byType.body.data.map((t) => t.type)).toEqual(['document_chat', 'points_purchase']);
      const csv = await stack.download(`/admin/points-transactions?user_id=${user}&format=csv`, admin);
      const lines = csvLinesOf(csv.text);
      expect(lines[0]).toBe('Transaction id,Created at,User id,Type,Purpose,Description,User amount,Entries');
      expect(lines.slice(1).map((line) => line.split(',').slice(3, 7))).toEqual([
        ['document_chat', 'spend', 'Document chat', '-7'],
        ['points_purchase', 'points-order', expect.any(String), '120'],
      ]);
    });
  });

  describe('GET /admin/points-transactions', () => {
    it('lists every ledger transaction with its balanced entries, newest first, filtered and paged', async () => {
      const user = randomUUID();
      await stack.creditPoints(user, 100, 20);
      dataOf(
        await stack.aiTools.post('/internal/spends', {
          user_id: user,
          amount: 5,
          type: 'document_chat',
          description: 'Document chat',
          idempotency_key: 'chat',
        }),
      );
      const answer = await stack.get<AdminPointsTransaction[]>(`/admin/points-transactions?user_id=${user}`, admin);
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ page: 1, limit: 10, total: 2 });
      expect(answer.body.data.map((t) => [t.type, t.purpose, t.user_id])).toEqual([
        ['document_chat', 'spend', user],
        ['points_purchase', 'points-order', user],
      ]);
      expect(answer.body.data[1]!.entries).toEqual([
        { account: 'payment_clearing', owner_id: null, amount: -100 },
        { account: 'promotions', owner_id: null, amount: -20 },
        { account: 'user_points', owner_id: user, amount: 120 },
      ]);
      for (const transaction of answer.body.data) {
        expect(transaction.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
      }
      const chats = await stack.get<AdminPointsTransaction[]>(
        `/admin/points-transactions?user_id=${user}&type=document_chat`,
        admin,
      );
      expect(chats.body.data.map((t) => t.description)).toEqual(['Document chat']);
      const second = await stack.get<AdminPointsTransaction[]>(
        `/admin/points-transactions?user_id=${user}&limit=1&page=2`,
        admin,
      );
      expect(second.body.data.map((t) => t.type)).toEqual(['points_purchase']);
      expect((await stack.get('/admin/points-transactions', user)).status).toBe(403);
      expect((await stack.get('/admin/points-transactions?user_id=me', admin)).status).toBe(400);
    });
  });
});
