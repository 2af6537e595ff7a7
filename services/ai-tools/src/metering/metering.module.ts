import { Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { InternalClient, LOGGER, SERVICE_CONFIG, internalApiSecret } from '@studyhub/platform';
import type { AiToolsEnv } from '../ai-tools.config';
import { AI_PRICE_SETTINGS, type AiPriceSettingsStore } from '../settings/ai-price-settings';
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
      inject: [PointsLedgerClient, LOGGER, AI_PRICE_SETTINGS, DataSource],
      useFactory: (ledger: PointsLedgerClient, logger: Logger, prices: AiPriceSettingsStore, dataSource: DataSource) =>
        new PointsMeter(
          ledger,
          logger.child({ component: 'metering' }),
          async () =>
            // Read from the database, not the replica's copy: a price an admin just saved applies at once.
            (await prices.currentIn(dataSource.manager)).value,
        ),
    },
  ],
  exports: [PointsMeter],
})
export class MeteringModule {}
