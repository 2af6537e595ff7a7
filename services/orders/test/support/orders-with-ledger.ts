import { LedgerFaultProxy, type LedgerFault } from './ledger-fault-proxy';
import { LedgerStandIn } from './ledger-stand-in';
import { OrdersStack } from './orders-stack';
import { RealLedger } from './real-ledger';

/** What the checkout tests need of a ledger, real or stand-in. */
export interface TestLedger {
  readonly url: string;
  fund(userId: string, points: number): Promise<void>;
  balance(userId: string): Promise<number>;
  purchasesOf(userId: string): Promise<{ order_id: string; total: number }[]>;
  close(): Promise<void>;
}

export type LedgerKind = 'points-ledger' | 'stand-in';

/**
 * The ledger checkout tests run against: the built points-ledger, unless ORDERS_TEST_LEDGER=stand-in
 * asks for the stand-in (test/support/ledger-stand-in.ts), e.g. before points-ledger is built.
 */
export const LEDGER_KIND: LedgerKind = process.env.ORDERS_TEST_LEDGER === 'stand-in' ? 'stand-in' : 'points-ledger';

const TEST_INTERNAL_SECRET = 'orders-test-internal-api-secret';

/** The orders service with a ledger behind a fault proxy, signing their calls with a shared secret. */
export class OrdersWithLedger {
  private constructor(
    readonly stack: OrdersStack,
    readonly ledger: TestLedger,
    private readonly proxy: LedgerFaultProxy,
  ) {}

  static async start(env: Record<string, string> = {}, kind: LedgerKind = LEDGER_KIND): Promise<OrdersWithLedger> {
    const proxy = new LedgerFaultProxy();
    const proxyUrl = await proxy.start();
    const stack = await OrdersStack.start({
      POINTS_LEDGER_URL: proxyUrl,
      INTERNAL_API_SECRET: TEST_INTERNAL_SECRET,
      ...env,
    });
    // The real ledger listens on the orders test's exchange, so it needs the stack first.
    const ledger: TestLedger =
      kind === 'stand-in'
        ? await LedgerStandIn.start(TEST_INTERNAL_SECRET)
        : await RealLedger.start(stack.service, TEST_INTERNAL_SECRET);
    proxy.forwardTo(ledger.url);
    return new OrdersWithLedger(stack, ledger, proxy);
  }

  /** Runs `work` while calls to the ledger fail in the given way. */
  async withFault<T>(fault: LedgerFault, work: () => Promise<T>): Promise<T> {
    this.proxy.fault = fault;
    try {
      return await work();
    } finally {
      this.proxy.fault = 'none';
    }
  }

  set fault(fault: LedgerFault) {
    this.proxy.fault = fault;
  }

  async close(): Promise<void> {
    await this.ledger.close();
    await this.stack.close();
    await this.proxy.stop();
  }
}
