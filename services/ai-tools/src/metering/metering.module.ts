import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { InternalClient, LOGGER, SERVICE_CONFIG, internalApiSecret } from '@studyhub/platform';
import type { AiToolsEnv } from '../ai-tools.config';
import { LEDGER_TIMEOUT_MS, PointsLedgerClient } from './points-ledger.client';
import { PointsMeter } from './points-meter';

/** Points metering of paid AI actions: import it and inject PointsMeter (ADR 0016). */
@Module({
  providers: [
    {
      provide: PointsLedgerClient,
      inject: [SERVICE_CONFIG],
      useFactory: (config: AiToolsEnv) =>
        new PointsLedgerClient(
          new InternalClient({
            service: 'ai-tools',
            baseUrl: config.POINTS_LEDGER_URL,
            // Refuses the development secret in production, at boot.
            secret: internalApiSecret(config),
            timeoutMs: LEDGER_TIMEOUT_MS,
          }),
        ),
    },
    {
      provide: PointsMeter,
      inject: [PointsLedgerClient, LOGGER],
      useFactory: (ledger: PointsLedgerClient, logger: Logger) =>
        new PointsMeter(ledger, logger.child({ component: 'metering' })),
    },
  ],
  exports: [PointsMeter],
})
export class MeteringModule {}
