import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, type Logger } from '@studyhub/platform';
import { HoldsService } from '../holds/holds.service';
import type { PointsLedgerEnv } from '../points-ledger.config';
import { EarningsReleaseService } from '../purchases/earnings-release.service';

/** Most items one sweep settles per job, so one sweep never runs for long. */
const MOST_PER_SWEEP = 500;

export interface SweepResult {
  expiredHolds: number;
  releasedLots: number;
}

/**
 * The ledger's background work, in every service process: releases holds past their expiry and
 * makes matured earnings available. Each item is its own short transaction claimed with
 * FOR UPDATE SKIP LOCKED, so replicas sweeping at once share the work and never settle twice.
 */
@Injectable()
export class LedgerSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly holds: HoldsService,
    private readonly earnings: EarningsReleaseService,
    @Inject(SERVICE_CONFIG) private readonly config: PointsLedgerEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.sweep()
        .then((result) => {
          if (result.expiredHolds + result.releasedLots > 0) this.logger.info(result, 'ledger sweep settled items');
        })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'ledger sweep failed; will try again'))
        .finally(() => (this.running = undefined));
    }, this.config.LEDGER_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async sweep(): Promise<SweepResult> {
    return {
      expiredHolds: await settleWhileDue(() => this.holds.expireNext()),
      releasedLots: await settleWhileDue(() => this.earnings.releaseNext()),
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

async function settleWhileDue(settleOne: () => Promise<boolean>): Promise<number> {
  let settled = 0;
  while (settled < MOST_PER_SWEEP && (await settleOne())) settled += 1;
  return settled;
}
