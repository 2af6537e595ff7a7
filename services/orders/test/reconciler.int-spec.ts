import { randomUUID } from 'node:crypto';
import type { RunningService } from '@studyhub/platform';
import { sleep, waitFor } from '@studyhub/platform/testing';
import { CheckoutReconciler, SPEND_WINDOW_MS } from '../src/document-orders/checkout-reconciler';
import type { LedgerFault } from './support/ledger-fault-proxy';
import { LEDGER_KIND, OrdersWithLedger } from './support/orders-with-ledger';
import type { OrdersStack } from './support/orders-stack';

jest.setTimeout(120_000);

/** A checkout whose ledger call failed in the given way: the answer is 503 and the order stays pending. */
async function lostCheckout(world: OrdersWithLedger, fault: LedgerFault, buyer = randomUUID()) {
  const { stack, ledger } = world;
  await ledger.fund(buyer, 100);
  const document = await stack.approvedDocument({ pointsPrice: 40 });
  await world.withFault(fault, async () => {
    const answer = await stack.checkout(buyer, [document.documentId]);
    expect(answer.status).toBe(503);
    expect(answer.body.error?.code).toBe('LEDGER_UNAVAILABLE');
  });
  const [order] = await stack.query<{ id: string; status: string }>(
    `SELECT id, status FROM orders WHERE user_id = $1`,
    [buyer],
  );
  expect(order?.status).toBe('pending');
  return { buyer, document, orderId: order!.id };
}

async function completedEvents(stack: OrdersStack, orderId: string) {
  return (await stack.outbox<{ orderId: string }>('order.completed.v1')).filter(
    (event) => event.data.orderId === orderId,
  );
}

describe(`the checkout reconciler (against the ${LEDGER_KIND})`, () => {
  describe('running on its interval', () => {
    let world: OrdersWithLedger;
    let stack: OrdersStack;

    beforeAll(async () => {
      world = await OrdersWithLedger.start({ ORDERS_RECONCILE_INTERVAL_MS: '200' });
      stack = world.stack;
    });
    afterAll(async () => {
      await world?.close();
    });

    it('completes an order whose spend happened but whose answer was lost, with the shares, once', async () => {
      const { buyer, document, orderId } = await lostCheckout(world, 'lose-answers');
      expect(await world.ledger.balance(buyer)).toBe(60);
      // The buyer waits for the reconciler: their documents stay reserved meanwhile.
      const again = await stack.checkout(buyer, [document.documentId]);
      expect(again.status).toBe(409);

      await stack.ageOrder(orderId, 10_000);
      await waitFor('the lost order completed', async () => (await stack.orderRow(orderId))?.status === 'completed');
      expect(await stack.orderRow(orderId)).toEqual({ status: 'completed', payment_status: 'succeeded' });
      const [item] = await stack.query<{ seller_share: number }>(
        `SELECT seller_share FROM order_items WHERE order_id = $1`,
        [orderId],
      );
      expect(item).toEqual({ seller_share: 28 });
      await sleep(600);
      expect(await completedEvents(stack, orderId)).toHaveLength(1);
      expect(await world.ledger.balance(buyer)).toBe(60);
    });

    it('fails an order the ledger never booked once the spend window has closed, releasing its documents', async () => {
      const { buyer, document, orderId } = await lostCheckout(world, 'unreachable');
      expect(await world.ledger.balance(buyer)).toBe(100);

      // Still inside the window the ledger could accept the spend: the reconciler waits.
      await stack.ageOrder(orderId, 10_000);
      await sleep(1000);
      expect((await stack.orderRow(orderId))?.status).toBe('pending');

      await stack.ageOrder(orderId, SPEND_WINDOW_MS);
      await waitFor('the lost order failed', async () => (await stack.orderRow(orderId))?.status === 'failed');
      expect(await stack.orderRow(orderId)).toEqual({ status: 'failed', payment_status: 'failed' });
      expect(await stack.query(`SELECT 1 FROM document_purchases WHERE order_id = $1`, [orderId])).toHaveLength(0);
      expect(await completedEvents(stack, orderId)).toHaveLength(0);

      const retried = await stack.checkout(buyer, [document.documentId]);
      expect(retried.status).toBe(201);
      expect(await world.ledger.balance(buyer)).toBe(60);
    });

    it('leaves orders pending while the ledger is unreachable, and settles them when it is back', async () => {
      const { orderId } = await lostCheckout(world, 'lose-answers');
      await world.withFault('unreachable', async () => {
        await stack.ageOrder(orderId, SPEND_WINDOW_MS);
        await sleep(1000);
        expect((await stack.orderRow(orderId))?.status).toBe('pending');
      });
      await waitFor('the order completed', async () => (await stack.orderRow(orderId))?.status === 'completed');
      expect(await completedEvents(stack, orderId)).toHaveLength(1);
    });

    it('leaves fresh pending orders to their checkout', async () => {
      const { orderId } = await lostCheckout(world, 'lose-answers');
      await sleep(1000);
      expect((await stack.orderRow(orderId))?.status).toBe('pending');
      await stack.ageOrder(orderId, 10_000);
      await waitFor('the order completed', async () => (await stack.orderRow(orderId))?.status === 'completed');
    });
  });

  describe('with two replicas at once', () => {
    let world: OrdersWithLedger;
    let stack: OrdersStack;
    let replica: RunningService;

    beforeAll(async () => {
      world = await OrdersWithLedger.start();
      stack = world.stack;
      replica = await stack.startReplica();
    });
    afterAll(async () => {
      await replica?.stop();
      await world?.close();
    });

    it('settles each lost order exactly once', async () => {
      const spent = [];
      const neverSpent = [];
      for (let i = 0; i < 8; i += 1) spent.push(await lostCheckout(world, 'lose-answers'));
      for (let i = 0; i < 4; i += 1) neverSpent.push(await lostCheckout(world, 'unreachable'));
      for (const order of [...spent, ...neverSpent]) await stack.ageOrder(order.orderId, SPEND_WINDOW_MS);

      const reconcilers = [
        stack.service.app.get(CheckoutReconciler),
        replica.app.get(CheckoutReconciler),
        stack.service.app.get(CheckoutReconciler),
        replica.app.get(CheckoutReconciler),
      ];
      const summaries = await Promise.all(reconcilers.map((reconciler) => reconciler.reconcile()));
      expect(summaries.reduce((sum, summary) => sum + summary.completed, 0)).toBe(8);
      expect(summaries.reduce((sum, summary) => sum + summary.failed, 0)).toBe(4);

      for (const { orderId } of spent) {
        expect((await stack.orderRow(orderId))?.status).toBe('completed');
        expect(await completedEvents(stack, orderId)).toHaveLength(1);
      }
      for (const { orderId } of neverSpent) {
        expect((await stack.orderRow(orderId))?.status).toBe('failed');
        expect(await completedEvents(stack, orderId)).toHaveLength(0);
      }
      const again = await Promise.all(reconcilers.map((reconciler) => reconciler.reconcile()));
      expect(again).toEqual(Array(4).fill({ completed: 0, failed: 0 }));
    });
  });
});
