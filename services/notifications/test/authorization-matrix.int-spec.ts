import { randomUUID } from 'node:crypto';
import {
  checkAuthorizationMatrix,
  privateDataLeaks,
  startMatrixService,
  type MatrixService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { notificationsService } from '../src/service';

describe('notifications: authorization matrix', () => {
  let service: MatrixService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    service = await startMatrixService(notificationsService, { withDataDir: false });
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
    it("shows no one else a user's notifications, nor lets them mark one read", async () => {
      const ownerId = randomUUID();
      const owner = await tokens.sign({ userId: ownerId });
      const stranger = await tokens.sign({ userId: randomUUID() });
      const secret = `Your sale ${randomUUID()}`;
      const [row] = await service.kernel.dataSource.query<{ id: string }[]>(
        `INSERT INTO notifications (user_id, event_id, kind, title, body)
         VALUES ($1, $2, 'document.sold', $3, $3) RETURNING id`,
        [ownerId, randomUUID(), secret],
      );
      const id = row!.id;
      const own = await fetch(`${service.baseUrl}/notifications`, { headers: { authorization: `Bearer ${owner}` } });
      expect(await own.text()).toContain(secret);

      const leaks = await privateDataLeaks(service, stranger, {
        secrets: [secret, id],
        refused: [{ method: 'POST', path: `/notifications/${id}/read`, body: {} }],
        listed: [
          { method: 'GET', path: '/notifications' },
          { method: 'GET', path: '/notifications?unread_only=true' },
          { method: 'POST', path: '/notifications/read-all', body: {} },
        ],
      });
      expect(leaks).toEqual([]);
      const [after] = await service.kernel.dataSource.query<{ read_at: Date | null }[]>(
        'SELECT read_at FROM notifications WHERE id = $1',
        [id],
      );
      expect(after!.read_at).toBeNull();
    });
  });
});
