import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceDefinition } from '../service/service-definition';
import { startTestService, type TestService } from './test-service';
import { createTestTokenIssuer, type TestTokenIssuer } from './test-tokens';

export interface MatrixService extends TestService {
  /** Signs the tokens the service under test trusts. */
  tokens: TestTokenIssuer;
  /** Stops the service as TestService.close does, then deletes its data folder. */
  close(): Promise<void>;
}

/**
 * Boots a service for its authorization-matrix suite: a token issuer the service trusts and, unless
 * `withDataDir` is false (a service that stores no files), a DATA_DIR of its own in the temp folder.
 */
export async function startMatrixService(
  definition: ServiceDefinition,
  options: { withDataDir?: boolean } = {},
): Promise<MatrixService> {
  const dataDir =
    options.withDataDir === false ? undefined : await mkdtemp(join(tmpdir(), `authz-${definition.service}-`));
  const tokens = await createTestTokenIssuer();
  let service: TestService;
  try {
    service = await startTestService(definition, {
      verifier: tokens.verifier,
      ...(dataDir ? { env: { DATA_DIR: dataDir } } : {}),
    });
  } catch (error) {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...service,
    tokens,
    close: async () => {
      try {
        await service.close();
      } finally {
        if (dataDir) await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
