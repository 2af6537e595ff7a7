import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AppError, LOGGER, REDIS } from '@studyhub/platform';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from '../accounts.config';
import type { LimitDecision } from './fixed-window';
import { RateLimiter } from './rate-limiter';

export type EmailRequestKind = 'forgot-password' | 'resend-verification';

/**
 * The per-address and per-account budgets of the routes attackers hammer (login, register,
 * forgot-password, resend). A refusal is 429 with Retry-After. Should Redis be unreachable the
 * request passes (and is logged): the gateway's own limits still apply, and sign-in keeps working.
 */
@Injectable()
export class AbuseLimits {
  private readonly limiter: RateLimiter;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(ACCOUNTS_SETTINGS) private readonly settings: AccountsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.limiter = new RateLimiter(redis, settings.rateLimitNamespace);
  }

  /** Every attempt counts against the address; the account is refused once it failed too often. */
  async beforeLogin(ipAddress: string, email: string): Promise<void> {
    const { loginIp, loginAccountFailures } = this.settings.limits;
    await this.enforce(() => this.limiter.consume('login-ip', ipAddress, loginIp));
    await this.enforce(() => this.limiter.peek('login-failures', email, loginAccountFailures));
  }

  /** Before checking a password of a signed-in user (password change): the same failure budget. */
  async beforePasswordCheck(email: string): Promise<void> {
    await this.enforce(() => this.limiter.peek('login-failures', email, this.settings.limits.loginAccountFailures));
  }

  async passwordFailed(email: string): Promise<void> {
    await this.quietly(() => this.limiter.consume('login-failures', email, this.settings.limits.loginAccountFailures));
  }

  /** A correct password clears the account's failures. */
  async passwordSucceeded(email: string): Promise<void> {
    await this.quietly(() => this.limiter.reset('login-failures', email));
  }

  async beforeRegister(ipAddress: string): Promise<void> {
    await this.enforce(() => this.limiter.consume('register-ip', ipAddress, this.settings.limits.registerIp));
  }

  async beforeEmailRequest(kind: EmailRequestKind, ipAddress: string, email: string): Promise<void> {
    const { emailIp, emailAccount } = this.settings.limits;
    await this.enforce(() => this.limiter.consume(`${kind}-ip`, ipAddress, emailIp));
    await this.enforce(() => this.limiter.consume(`${kind}-account`, email, emailAccount));
  }

  private async enforce(check: () => Promise<LimitDecision>): Promise<void> {
    const decision = await this.quietly(check);
    if (decision && !decision.allowed) {
      throw AppError.of('RATE_LIMITED', undefined, { retryAfterSeconds: decision.retryAfterSeconds });
    }
  }

  private async quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn({ err: error }, 'rate limit not applied: redis unavailable');
      return undefined;
    }
  }
}
