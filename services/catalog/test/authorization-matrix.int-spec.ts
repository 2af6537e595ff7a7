import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkAuthorizationMatrix,
  createTestTokenIssuer,
  startTestService,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { catalogService } from '../src/service';

describe('catalog: authorization matrix', () => {
  let service: TestService;
  let tokens: TestTokenIssuer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'authz-catalog-'));
    tokens = await createTestTokenIssuer();
    service = await startTestService(catalogService, { verifier: tokens.verifier, env: { DATA_DIR: dataDir } });
  });

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('holds every route to its rule for every kind of caller', async () => {
    const matrix = await checkAuthorizationMatrix(service, tokens);
    expect(matrix.failures).toEqual([]);
    expect(matrix.routes.length).toBeGreaterThan(5);
  });
});
