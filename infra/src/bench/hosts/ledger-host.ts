import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ServiceDefinition } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import { startHostedService } from '../money/hosted-service';
import { LEDGER_DIST } from '../money/money-dist';
import { onMessage, runHost, send } from './host-runtime';

/** The parts of the built points-ledger (`services/points-ledger/dist`) this host uses. */
interface LedgerServiceModule {
  pointsLedgerService: ServiceDefinition;
}
interface PaidPointsOrder {
  pointsOrderId: string;
  userId: string;
  basePoints: number;
  bonusPoints: number;
  amountCents: number;
  currency: string;
  provider: string;
  completedAt: string;
}
interface PointsOrdersServiceInstance {
  credit(
    manager: EntityManager,
    order: PaidPointsOrder,
    cause: { correlationId: string; causationId: string | null },
  ): Promise<boolean>;
}
interface PointsOrdersModule {
  PointsOrdersService: abstract new (...args: never[]) => PointsOrdersServiceInstance;
}

/** Orders credited per database transaction while funding. */
const FUND_BATCH = 100;

/**
 * The points-ledger service as `main.ts` starts it. Answers `fund` ([user id, points] pairs) by
 * crediting each user one paid points order through the service's own code (what its
 * points.purchased.v1 consumer does), so the accounts exist exactly as production opens them.
 */
runHost(async () => {
  const load = createRequire(__filename);
  const { pointsLedgerService } = load(path.join(LEDGER_DIST, 'service.js')) as LedgerServiceModule;
  const { PointsOrdersService } = load(
    path.join(LEDGER_DIST, 'credits', 'points-orders.service.js'),
  ) as PointsOrdersModule;
  const service = await startHostedService(pointsLedgerService, 'bench-points-ledger');
  const { app, kernel } = service.running;
  const credits = app.get(PointsOrdersService);

  onMessage('fund', async (message) => {
    const accounts = message.accounts as [string, number][];
    for (let start = 0; start < accounts.length; start += FUND_BATCH) {
      await kernel.dataSource.transaction(async (manager) => {
        for (const [userId, points] of accounts.slice(start, start + FUND_BATCH)) {
          const order: PaidPointsOrder = {
            pointsOrderId: randomUUID(),
            userId,
            basePoints: points,
            bonusPoints: 0,
            amountCents: points,
            currency: 'usd',
            provider: 'simulated',
            completedAt: new Date().toISOString(),
          };
          await credits.credit(manager, order, { correlationId: randomUUID(), causationId: null });
        }
      });
    }
    send({ type: 'funded', count: accounts.length });
  });

  return { ready: { port: service.running.port }, stop: () => service.stop() };
});
