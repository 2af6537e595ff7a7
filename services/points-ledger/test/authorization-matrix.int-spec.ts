import { randomUUID } from 'node:crypto';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  publishEvent,
  waitUntilHandled,
  startMatrixService,
  type MatrixService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { pointsLedgerService } from '../src/service';
import { envelopeOf } from './support/envelopes';

describe('points-ledger: authorization matrix', () => {
  let service: MatrixService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    service = await startMatrixService(pointsLedgerService);
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
    const read = async (path: string, token: string) => {
      const response = await fetch(`${service.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, text: await response.text() };
    };

    it("shows no one else a user's balance, transactions or wallet", async () => {
      const ownerId = randomUUID();
      const owner = await tokens.sign({ userId: ownerId });
      const stranger = await tokens.sign({ userId: randomUUID() });
      const pointsOrderId = randomUUID();
      const purchase = envelopeOf('points.purchased.v1', {
        pointsOrderId,
        userId: ownerId,
        basePoints: 7331,
        bonusPoints: 0,
        amountCents: 73310,
        currency: 'usd',
        provider: 'simulated',
        completedAt: new Date().toISOString(),
      });
      await publishEvent(service, purchase);
      await waitUntilHandled(service, purchase.id);
      expect((await read('/points/balance', owner)).text).toContain('7331');
      expect((await read('/points/transactions', owner)).text).toContain('7331');

      const leaks = await privateDataLeaks(service, stranger, {
        secrets: ['7331', pointsOrderId, ownerId],
        listed: [
          { method: 'GET', path: '/points/balance' },
          { method: 'GET', path: '/points/transactions' },
          { method: 'GET', path: '/seller/wallet' },
          { method: 'GET', path: '/seller/withdrawals' },
        ],
      });
      expect(leaks).toEqual([]);
    });
  });
});
