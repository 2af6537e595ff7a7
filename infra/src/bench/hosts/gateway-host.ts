import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from '@studyhub/platform';
import { testLogger } from '@studyhub/platform/testing';
import { GATEWAY_DIST } from '../gateway-dist';
import { runHost } from './host-runtime';

/** The parts of the built gateway (`gateway/dist`) this host uses; infra does not depend on it. */
interface GatewayConfigModule {
  gatewayEnvSchema: { parse(env: unknown): unknown };
}
interface GatewayModule {
  startGateway: (
    config: unknown,
    overrides: { logger?: Logger; rateLimitKeyPrefix?: string },
  ) => Promise<{ port: number; stop(): Promise<void> }>;
}

/** The gateway as `main.ts` starts it, configured from the environment, with a silent logger. */
runHost(async () => {
  const load = createRequire(__filename);
  const { gatewayEnvSchema } = load(path.join(GATEWAY_DIST, 'gateway.config.js')) as GatewayConfigModule;
  const { startGateway } = load(path.join(GATEWAY_DIST, 'gateway.js')) as GatewayModule;
  const gateway = await startGateway(gatewayEnvSchema.parse(process.env), {
    logger: testLogger('bench-gateway'),
    rateLimitKeyPrefix: process.env.BENCH_RATE_LIMIT_PREFIX ?? 'studyhub:bench:ratelimit',
  });
  return { ready: { port: gateway.port }, stop: () => gateway.stop() };
});
