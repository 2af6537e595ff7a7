import { randomUUID } from 'node:crypto';
import {
  ORDER_MESSAGES,
  alreadyPurchasedDetailsSchema,
  type ApiData,
  type ApiList,
  type DocumentOrder,
} from '@studyhub/contracts';
import { envelopeOf } from './support/envelopes';
import { LEDGER_KIND, OrdersWithLedger, type TestLedger } from './support/orders-with-ledger';
import type { OrdersStack } from './support/orders-stack';

interface CompletedEvent {
  orderId: string;
  userId: string;
  items: { documentId: string; sellerId: string; pointsPrice: number }[];
  totalPoints: number;
  completedAt: string;
}

describe(`checkout of documents paid with points (against the ${LEDGER_KIND})`, () => {
  let world: OrdersWithLedger;
  let ledger: TestLedger;
  let stack: OrdersStack;

  beforeAll(async () => {
    world = await OrdersWithLedger.start();
    ({ ledger, stack } = world);
  });
  afterAll(async () => {
    await world?.close();
  });

  async function completedEventsFor(orderId: string) {
    return (await stack.outbox<CompletedEvent>('order.completed.v1')).filter((event) => event.data.orderId === orderId);
  }

  async function ordersOf(buyer: string) {
    return stack.query<{ id: string; status: string }>(`SELECT id, status FROM orders WHERE user_id = $1`, [buyer]);
  }

  async function reservationsOf(buyer: string) {
    return stack.query<{ document_id: string; order_id: string }>(
      `SELECT document_id, order_id FROM document_purchases WHERE user_id = $1`,
      [buyer],
    );
  }

  it('spends the points once, completes the order with each seller share and tells catalog once', async () => {
    const buyer = randomUUID();
    await ledger.fund(buyer, 200);
    const notes = await stack.approvedDocument({ pointsPrice: 50, title: 'Organic chemistry notes' });
    const guide = await stack.approvedDocument({ pointsPrice: 75, title: 'Calculus exam guide' });

    const answer = await stack.checkout(buyer, [notes.documentId, guide.documentId]);
    expect(answer.status).toBe(201);
    const order = answer.body.data;
    expect(order).toMatchObject({
      user_id: buyer,
      status: 'completed',
      payment_status: 'succeeded',
      total_points: 125,
      refunded_at: null,
    });
    expect(order.items).toEqual(
      expect.arrayContaining([
        {
          document_id: notes.documentId,
          title: notes.title,
          slug: notes.slug,
          seller_id: notes.sellerId,
          points_price: 50,
        },
        {
          document_id: guide.documentId,
          title: guide.title,
          slug: guide.slug,
          seller_id: guide.sellerId,
          points_price: 75,
        },
      ]),
    );
    expect(Date.parse(order.refundable_until!) - Date.parse(order.completed_at!)).toBe(30 * 24 * 3600 * 1000);
    expect(await ledger.balance(buyer)).toBe(75);
    expect(await ledger.purchasesOf(buyer)).toEqual([{ order_id: order.id, total: 125 }]);

    const shares = await stack.query<{ document_id: string; seller_share: number }>(
      `SELECT document_id, seller_share FROM order_items WHERE order_id = $1 ORDER BY points_price`,
      [order.id],
    );
    expect(shares).toEqual([
      { document_id: notes.documentId, seller_share: 35 },
      { document_id: guide.documentId, seller_share: 52 },
    ]);
    const events = await completedEventsFor(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({
      orderId: order.id,
      userId: buyer,
      items: expect.arrayContaining([
        { documentId: notes.documentId, sellerId: notes.sellerId, pointsPrice: 50 },
        { documentId: guide.documentId, sellerId: guide.sellerId, pointsPrice: 75 },
      ]) as unknown,
      totalPoints: 125,
      completedAt: order.completed_at,
    });
    expect(events[0]!.correlationId).toEqual(expect.any(String));
  });

  it('refuses a document the buyer already owns, naming it, without asking the ledger', async () => {
    const buyer = randomUUID();
    await ledger.fund(buyer, 100);
    const document = await stack.approvedDocument({ pointsPrice: 40, title: 'Thermodynamics summary' });
    expect((await stack.checkout(buyer, [document.documentId])).status).toBe(201);
    const again = await stack.checkout(buyer, [document.documentId]);
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'ALREADY_PURCHASED',
      message: ORDER_MESSAGES.alreadyPurchased,
      correlation_id: expect.any(String) as string,
      fields: { document_ids: [document.documentId] },
      details: { documents: [{ document_id: document.documentId, title: 'Thermodynamics summary' }] },
    });
    expect(alreadyPurchasedDetailsSchema.safeParse(again.body.error?.details).success).toBe(true);
    expect(await ledger.balance(buyer)).toBe(60);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('names only the owned documents of a cart, in cart order, with their current titles', async () => {
    const buyer = randomUUID();
    await ledger.fund(buyer, 500);
    const first = await stack.approvedDocument({ pointsPrice: 10, title: 'Statistics formulas' });
    const second = await stack.approvedDocument({ pointsPrice: 20, title: 'Microeconomics notes' });
    const fresh = await stack.approvedDocument({ pointsPrice: 30 });
    expect((await stack.checkout(buyer, [second.documentId])).status).toBe(201);
    expect((await stack.checkout(buyer, [first.documentId])).status).toBe(201);
    // Catalog renamed one since: the refusal shows the name the cart shows.
    await stack.approvedDocument({ ...second, title: 'Microeconomics notes (2nd edition)' });

    const answer = await stack.checkout(buyer, [fresh.documentId, second.documentId, first.documentId]);
    expect(answer.status).toBe(409);
    expect(answer.body.error?.fields).toEqual({ document_ids: [second.documentId, first.documentId] });
    expect(answer.body.error?.details).toEqual({
      documents: [
        { document_id: second.documentId, title: 'Microeconomics notes (2nd edition)' },
        { document_id: first.documentId, title: 'Statistics formulas' },
      ],
    });
    expect(await ordersOf(buyer)).toHaveLength(2);
    expect(await ledger.balance(buyer)).toBe(470);

    // Without them the rest goes through.
    expect((await stack.checkout(buyer, [fresh.documentId])).status).toBe(201);
  });

  it.each([
    ['unknown to the read copy', async () => ({ documentId: randomUUID() })],
    ['rejected', async () => moderated('document.rejected.v1', { soft: false })],
    ['soft-rejected', async () => moderated('document.rejected.v1', { soft: true })],
    ['deleted', async () => moderated('document.deleted.v1', {})],
  ])('refuses a document %s as not for sale', async (_label, make) => {
    const buyer = randomUUID();
    await ledger.fund(buyer, 100);
    const forSale = await stack.approvedDocument();
    const { documentId } = await make();
    const answer = await stack.checkout(buyer, [forSale.documentId, documentId]);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'DOCUMENT_NOT_FOR_SALE',
      message: ORDER_MESSAGES.notForSale,
      fields: { document_ids: [documentId] },
    });
    expect(await ordersOf(buyer)).toHaveLength(0);
    expect(await reservationsOf(buyer)).toHaveLength(0);
    expect(await ledger.balance(buyer)).toBe(100);
  });

  async function moderated(type: string, extra: Record<string, unknown>) {
    const document = await stack.approvedDocument();
    await stack.publish(
      envelopeOf(type, {
        documentId: document.documentId,
        sellerId: document.sellerId,
        title: document.title,
        slug: document.slug,
        reason: 'Not suitable',
        moderatorId: randomUUID(),
        ...extra,
      }),
    );
    return document;
  }

  it('refuses the buyer their own document', async () => {
    const seller = randomUUID();
    await ledger.fund(seller, 100);
    const document = await stack.approvedDocument({ sellerId: seller });
    const answer = await stack.checkout(seller, [document.documentId]);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'OWN_DOCUMENT', message: ORDER_MESSAGES.ownDocument });
  });

  it.each([
    ['an empty cart', []],
    ['a document twice', ['8d3b4f4e-2b0a-4d7e-9b37-8d6d0f3f6a11', '8d3b4f4e-2b0a-4d7e-9b37-8d6d0f3f6a11']],
    ['an id that is not a uuid', ['notes-1']],
    ['more than 50 documents', Array.from({ length: 51 }, () => randomUUID())],
  ])('refuses %s', async (_label, documentIds) => {
    const answer = await stack.checkout(randomUUID(), documentIds);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('VALIDATION_FAILED');
  });

  it('needs a signed-in buyer', async () => {
    const answer = await stack.request('POST', '/orders/checkout', { body: { document_ids: [randomUUID()] } });
    expect(answer.status).toBe(401);
  });

  it('answers 402 insufficient points, fails the order and releases its documents', async () => {
    const buyer = randomUUID();
    await ledger.fund(buyer, 30);
    const document = await stack.approvedDocument({ pointsPrice: 50 });
    const answer = await stack.checkout(buyer, [document.documentId]);
    expect(answer.status).toBe(402);
    expect(answer.body.error).toMatchObject({ code: 'INSUFFICIENT_POINTS', message: 'insufficient points' });
    expect(await ordersOf(buyer)).toEqual([{ id: expect.any(String) as string, status: 'failed' }]);
    expect(await reservationsOf(buyer)).toHaveLength(0);
    expect(await ledger.balance(buyer)).toBe(30);
    const [failed] = await ordersOf(buyer);
    expect(await completedEventsFor(failed!.id)).toHaveLength(0);

    await ledger.fund(buyer, 20);
    const retried = await stack.checkout(buyer, [document.documentId]);
    expect(retried.status).toBe(201);
    expect(await ledger.balance(buyer)).toBe(0);
  });

  it('completes an order of free documents at once, without spending', async () => {
    const buyer = randomUUID();
    const free = await stack.approvedDocument({ pointsPrice: 0 });
    const answer = await stack.checkout(buyer, [free.documentId]);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 'completed', total_points: 0 });
    expect(await ledger.purchasesOf(buyer)).toEqual([]);
    expect(await completedEventsFor(answer.body.data.id)).toHaveLength(1);
    const shares = await stack.query(`SELECT seller_share FROM order_items WHERE order_id = $1`, [answer.body.data.id]);
    expect(shares).toEqual([{ seller_share: 0 }]);
  });

  describe('twenty purchases at once', () => {
    it('of one document by one buyer: exactly one order, one spend, one event', async () => {
      const buyer = randomUUID();
      await ledger.fund(buyer, 1000);
      const document = await stack.approvedDocument({ pointsPrice: 50 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => stack.checkout(buyer, [document.documentId])));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect(refused.body.error?.message).toBe(ORDER_MESSAGES.alreadyPurchased);
        // Refused before or by the unique key, each answer names the document.
        expect(refused.body.error?.fields).toEqual({ document_ids: [document.documentId] });
        expect(refused.body.error?.details).toEqual({
          documents: [{ document_id: document.documentId, title: document.title }],
        });
      }
      expect(await ledger.balance(buyer)).toBe(950);
      expect(await ordersOf(buyer)).toHaveLength(1);
      const winner = answers.find((answer) => answer.status === 201)!.body.data;
      expect(await completedEventsFor(winner.id)).toHaveLength(1);
    });

    it('of different documents by one buyer: never more than the balance', async () => {
      const buyer = randomUUID();
      await ledger.fund(buyer, 350);
      const documents = await Promise.all(
        Array.from({ length: 20 }, () => stack.approvedDocument({ pointsPrice: 50 })),
      );
      const answers = await Promise.all(documents.map((document) => stack.checkout(buyer, [document.documentId])));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(7);
      const refused = answers.filter((answer) => answer.status !== 201);
      expect(refused).toHaveLength(13);
      expect(refused.every((answer) => answer.status === 402)).toBe(true);
      expect(await ledger.balance(buyer)).toBe(0);
      const orders = await ordersOf(buyer);
      expect(orders.filter((order) => order.status === 'completed')).toHaveLength(7);
      expect(orders.filter((order) => order.status === 'failed')).toHaveLength(13);
      expect(await reservationsOf(buyer)).toHaveLength(7);
      const purchases = await ledger.purchasesOf(buyer);
      expect(purchases.reduce((sum, purchase) => sum + purchase.total, 0)).toBe(350);
    });
  });

  describe('reading orders', () => {
    it('lists the buyer own orders newest first, paged, and shows one to its buyer or an admin', async () => {
      const buyer = randomUUID();
      await ledger.fund(buyer, 500);
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const document = await stack.approvedDocument({ pointsPrice: 10 });
        ids.push((await stack.checkout(buyer, [document.documentId])).body.data.id);
      }
      const page = await stack.request<ApiList<DocumentOrder>>('GET', '/orders?limit=2', { as: buyer });
      expect(page.status).toBe(200);
      expect(page.body.meta).toEqual({ page: 1, limit: 2, total: 3 });
      expect(page.body.data.map((order) => order.id)).toEqual([ids[2], ids[1]]);
      expect(page.body.data[0]!.items).toHaveLength(1);
      const rest = await stack.request<ApiList<DocumentOrder>>('GET', '/orders?limit=2&page=2', { as: buyer });
      expect(rest.body.data.map((order) => order.id)).toEqual([ids[0]]);
      expect(
        (await stack.request<ApiList<DocumentOrder>>('GET', '/orders', { as: randomUUID() })).body.meta.total,
      ).toBe(0);

      const own = await stack.request<ApiData<DocumentOrder>>('GET', `/orders/${ids[0]}`, { as: buyer });
      expect(own.status).toBe(200);
      expect(own.body.data.id).toBe(ids[0]);
      expect((await stack.request('GET', `/orders/${ids[0]}`, { as: randomUUID() })).status).toBe(404);
      expect((await stack.request('GET', `/orders/${ids[0]}`, { as: randomUUID(), role: 'admin' })).status).toBe(200);
      expect((await stack.request('GET', `/orders/${randomUUID()}`, { as: buyer })).status).toBe(404);
      expect((await stack.request('GET', '/orders/latest', { as: buyer })).status).toBe(400);
    });

    it('gives admins every order, filtered by status and buyer', async () => {
      const buyer = randomUUID();
      await ledger.fund(buyer, 10);
      const cheap = await stack.approvedDocument({ pointsPrice: 10 });
      const dear = await stack.approvedDocument({ pointsPrice: 99 });
      await stack.checkout(buyer, [cheap.documentId]);
      await stack.checkout(buyer, [dear.documentId]);
      const admin = randomUUID();
      const all = await stack.request<ApiList<DocumentOrder>>('GET', `/admin/orders?user_id=${buyer}`, {
        as: admin,
        role: 'admin',
      });
      expect(all.status).toBe(200);
      expect(all.body.data.map((order) => order.status)).toEqual(['failed', 'completed']);
      const failed = await stack.request<ApiList<DocumentOrder>>(
        'GET',
        `/admin/orders?user_id=${buyer}&status=failed`,
        {
          as: admin,
          role: 'admin',
        },
      );
      expect(failed.body.meta.total).toBe(1);
      expect(failed.body.data[0]!.items[0]!.document_id).toBe(dear.documentId);
      expect((await stack.request('GET', '/admin/orders', { as: buyer })).status).toBe(403);
      expect((await stack.request('GET', '/admin/orders?limit=1000', { as: admin, role: 'admin' })).status).toBe(400);
    });
  });
});

describe(`checkout when the ${LEDGER_KIND} refuses our signature`, () => {
  let world: OrdersWithLedger;

  beforeAll(async () => {
    world = await OrdersWithLedger.start({ INTERNAL_API_SECRET: 'not-the-secret-the-ledger-knows' });
  });
  afterAll(async () => {
    await world?.close();
  });

  it('answers 502 and leaves the order pending: nothing was spent, the reconciler decides', async () => {
    const { stack, ledger } = world;
    const buyer = randomUUID();
    await ledger.fund(buyer, 100);
    const document = await stack.approvedDocument({ pointsPrice: 40 });
    const answer = await stack.checkout(buyer, [document.documentId]);
    expect(answer.status).toBe(502);
    expect(answer.body.error?.code).toBe('LEDGER_REFUSED');
    expect(await ledger.balance(buyer)).toBe(100);
    const [order] = await stack.query<{ status: string }>(`SELECT status FROM orders WHERE user_id = $1`, [buyer]);
    expect(order).toEqual({ status: 'pending' });
  });
});
