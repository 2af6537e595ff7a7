import { randomUUID } from 'node:crypto';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  startMatrixService,
  type MatrixService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { ordersService } from '../src/service';

describe('orders: authorization matrix', () => {
  let service: MatrixService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    service = await startMatrixService(ordersService);
    tokens = service.tokens;
  });

  afterAll(async () => {
    await service?.close();
  });

  it('holds every route to its rule for every kind of caller', async () => {
    const matrix = await checkAuthorizationMatrix(service, tokens);
    expect(matrix.failures).toEqual([]);
    expect(matrix.routes.length).toBeGreaterThan(5);
  });

  describe('private data', () => {
    const statusOf = async (path: string, token: string) =>
      (await fetch(`${service.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })).status;

    it("shows no one else a user's document orders or points orders", async () => {
      const buyerId = randomUUID();
      const buyer = await tokens.sign({ userId: buyerId });
      const stranger = await tokens.sign({ userId: randomUUID() });
      const secret = `Bought notes ${randomUUID().slice(0, 8)}`;
      const db = service.kernel.dataSource;
      const [order] = await db.query<{ id: string }[]>(
        `INSERT INTO orders (user_id, status, payment_status, total_points, completed_at)
         VALUES ($1, 'completed', 'succeeded', 50, now()) RETURNING id`,
        [buyerId],
      );
      await db.query(
        `INSERT INTO order_items (order_id, document_id, seller_id, title, slug, points_price, seller_share)
         VALUES ($1, $2, $3, $4, $4, 50, 40)`,
        [order!.id, randomUUID(), randomUUID(), secret],
      );
      const [pointsOrder] = await db.query<{ id: string }[]>(
        `INSERT INTO points_orders (user_id, amount_cents, points_amount, payment_method, order_status, payment_status, completed_at)
         VALUES ($1, 1234, 123, 'simulated', 'completed', 'succeeded', now()) RETURNING id`,
        [buyerId],
      );
      expect(await statusOf(`/orders/${order!.id}`, buyer)).toBe(200);
      expect(await statusOf(`/points/orders/${pointsOrder!.id}`, buyer)).toBe(200);

      const leaks = await privateDataLeaks(service, stranger, {
        secrets: [secret, order!.id, pointsOrder!.id],
        refused: [
          { method: 'GET', path: `/orders/${order!.id}` },
          { method: 'POST', path: `/orders/${order!.id}/refund`, body: { reason: 'Not mine' } },
          { method: 'GET', path: `/points/orders/${pointsOrder!.id}` },
        ],
        listed: [
          { method: 'GET', path: '/orders' },
          { method: 'GET', path: '/points/orders' },
          { method: 'GET', path: '/seller/orders' },
          { method: 'GET', path: '/seller/overview' },
        ],
      });
      expect(leaks).toEqual([]);
    });
  });
});
