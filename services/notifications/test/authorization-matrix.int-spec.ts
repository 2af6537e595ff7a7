import {
  checkAuthorizationMatrix,
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { notificationsService } from '../src/service';

describe('notifications: authorization matrix', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;

  beforeAll(async () => {
    tokens = await createTestTokenIssuer();
    service = await startTestService(notificationsService, { verifier: tokens.verifier });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('holds every route to its rule for every kind of caller', async () => {
    const matrix = await checkAuthorizationMatrix(service, tokens);
    expect(matrix.failures).toEqual([]);
    expect(matrix.routes.length).toBeGreaterThan(5);
  });
});
