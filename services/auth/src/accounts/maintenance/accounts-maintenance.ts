import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@studyhub/platform';
import { EmailTokensRepository } from '../email-tokens/email-tokens.repository';
import { RefreshTokensRepository } from '../sessions/refresh-tokens.repository';
import { SignInsRepository } from '../sign-ins/sign-ins.repository';
import { OutboxTokenRedactionRepository } from './outbox-token-redaction.repository';

const EVERY_MS = 5 * 60_000;
/** How long the back office can look back at an account's sign-ins (ADR 0035). */
const SIGN_IN_HISTORY_DAYS = 180;

/**
 * Housekeeping every few minutes on every replica (each step is idempotent): blanks expired
 * e-mail tokens in published events, forgets spent tokens and sign-ins past the history's reach.
 */
@Injectable()
export class AccountsMaintenance implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly outboxTokens: OutboxTokenRedactionRepository,
    private readonly emailTokens: EmailTokensRepository,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly signIns: SignInsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runOnce(), EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async runOnce(): Promise<void> {
    try {
      const redacted = await this.outboxTokens.redactExpiredTokens();
      if (redacted > 0) this.logger.info({ redacted }, 'blanked expired e-mail tokens in published events');
      await this.emailTokens.deleteSpent();
      // Kept a day past expiry, so the history of a recently ended session can still be read.
      await this.refreshTokens.deleteExpired(86_400);
      await this.signIns.deleteOlderThan(SIGN_IN_HISTORY_DAYS);
    } catch (error) {
      this.logger.error({ err: error }, 'accounts maintenance failed');
    }
  }
}
