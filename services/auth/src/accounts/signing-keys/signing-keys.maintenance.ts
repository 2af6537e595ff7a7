import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@studyhub/platform';
import { SigningKeysService } from './signing-keys.service';

/** Replicas re-read the key list this often; a pre-published key must be seen before it signs. */
export const KEY_REFRESH_INTERVAL_MS = 60_000;

/**
 * Makes sure a signing key exists before the API listens, then every minute re-reads the keys
 * (other replicas may have rotated), creates the next one when due and drops retired ones.
 */
@Injectable()
export class SigningKeysMaintenance implements OnModuleInit, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly keys: SigningKeysService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.keys.reload();
    await this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), KEY_REFRESH_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async runOnce(): Promise<void> {
    try {
      const created = await this.keys.rotateIfDue();
      if (created) this.logger.info({ kid: created }, 'created a new access-token signing key');
      else await this.keys.reload();
      await this.keys.pruneRetired();
    } catch (error) {
      this.logger.error({ err: error }, 'signing key maintenance failed');
    }
  }
}
