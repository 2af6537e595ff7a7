import { Module } from '@nestjs/common';
import { dropDatabase } from '../src/database/data-source';
import { PlatformModule } from '../src/service/platform.module';
import type { ServiceDefinition } from '../src/service/service-definition';
import type { ServiceKernel } from '../src/service/service-kernel';
import { startTestService } from '../src/testing/test-service';

jest.setTimeout(60_000);

@Module({})
class HookTestModule {}

function definitionWith(onStart: (kernel: ServiceKernel) => Promise<void>): ServiceDefinition {
  return {
    service: 'orders',
    rootModule: (kernel) => ({ module: HookTestModule, imports: [PlatformModule.forKernel(kernel)] }),
    onStart,
  };
}

describe('ServiceDefinition.onStart', () => {
  it('runs once on the migrated database while the service starts', async () => {
    const seen: { migrations: number; calls: number } = { migrations: 0, calls: 0 };
    const service = await startTestService(
      definitionWith(async (kernel) => {
        seen.calls += 1;
        const rows = await kernel.dataSource.query<{ n: number }[]>('SELECT count(*)::int AS n FROM schema_migrations');
        seen.migrations = rows[0]?.n ?? 0;
        await kernel.dataSource.query('CREATE TABLE seeded_at_start (id int PRIMARY KEY)');
        await kernel.dataSource.query('INSERT INTO seeded_at_start VALUES (1)');
      }),
    );
    try {
      expect(seen.calls).toBe(1);
      expect(seen.migrations).toBeGreaterThan(0);
      const rows = await service.kernel.dataSource.query<{ id: number }[]>('SELECT id FROM seeded_at_start');
      expect(rows).toEqual([{ id: 1 }]);
      const live = await fetch(`${service.baseUrl}/health/live`);
      expect(live.status).toBe(200);
    } finally {
      await service.close();
    }
  });

  it('fails the start, and releases the database, when the hook fails', async () => {
    let kernelOfFailedStart: ServiceKernel | undefined;
    await expect(
      startTestService(
        definitionWith(async (kernel) => {
          kernelOfFailedStart = kernel;
          throw new Error('seed failed');
        }),
      ),
    ).rejects.toThrow('seed failed');
    expect(kernelOfFailedStart?.dataSource.isInitialized).toBe(false);
    if (kernelOfFailedStart) await dropDatabase(kernelOfFailedStart.config.databaseUrl);
  });
});
