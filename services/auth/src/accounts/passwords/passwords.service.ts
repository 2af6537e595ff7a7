import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EVENT_CATALOG } from '@studyhub/contracts';
import { AppError, OutboxWriter, type Principal, type RequestContext } from '@studyhub/platform';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { AccountsErrors, WRONG_CURRENT_PASSWORD } from '../accounts.errors';
import { PASSWORD_RESET_TTL_SECONDS } from '../email-tokens/email-token-lifetimes';
import { EmailTokensRepository } from '../email-tokens/email-tokens.repository';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import type { ClientMeta } from '../sessions/sessions.service';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordHasher } from './password-hasher';
import { PasswordsRepository } from './passwords.repository';

/** Forgotten, reset and changed passwords. Each change ends the sessions an attacker may hold. */
@Injectable()
export class PasswordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordsRepository,
    private readonly emailTokens: EmailTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: AbuseLimits,
    private readonly sessions: SessionsService,
  ) {}

  /** Sends a reset link to an active account; the caller answers the same whatever happened. */
  async requestReset(email: string, client: ClientMeta, context: RequestContext): Promise<void> {
    await this.limits.beforeEmailRequest('forgot-password', client.ipAddress ?? 'unknown', email);
    const user = await this.users.findByEmail(email);
    if (!user || user.status !== 'active') return;
    await this.dataSource.transaction(async (manager) => {
      // Only the newest link works.
      await this.emailTokens.voidOpen(manager, user.id, 'password_reset');
      const issued = await this.emailTokens.issue(manager, user.id, 'password_reset', PASSWORD_RESET_TTL_SECONDS);
      await this.outbox.append(
        manager,
        'user.password-reset-requested.v1',
        {
          userId: user.id,
          email: user.email,
          fullName: user.fullName,
          token: issued.token,
          expiresAt: issued.expiresAt.toISOString(),
        },
        { context },
      );
    });
  }

  async resetPassword(token: string, password: string, context: RequestContext): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (manager) => {
      const userId = await this.emailTokens.consume(manager, token, 'password_reset');
      const user = userId ? await this.users.lockById(userId, manager) : null;
      if (!user) throw AccountsErrors.INVALID_TOKEN();
      await this.passwords.setHashAndVerifyEmail(manager, user.id, passwordHash);
      await this.emailTokens.voidOpen(manager, user.id, 'password_reset');
      await this.sessions.revokeAllForUser(user.id, manager);
      await this.announceChange(manager, user, 'reset', context);
    });
  }

  /** Needs the current password; keeps the session making the change and ends every other one. */
  async changePassword(
    principal: Principal,
    currentPassword: string,
    newPassword: string,
    context: RequestContext,
  ): Promise<void> {
    const user = await this.users.findByIdWithPassword(principal.userId);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    await this.limits.beforePasswordCheck(user.email);
    const isCorrect = user.passwordHash ? await this.hasher.verify(user.passwordHash, currentPassword) : false;
    if (!isCorrect) {
      await this.limits.passwordFailed(user.email);
      throw AppError.of('VALIDATION_FAILED', undefined, { fields: { current_password: [WRONG_CURRENT_PASSWORD] } });
    }
    await this.limits.passwordSucceeded(user.email);
    const passwordHash = await this.hasher.hash(newPassword);
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.users.lockById(user.id, manager);
      if (!locked) throw AppError.of('UNAUTHENTICATED');
      await this.passwords.setHash(manager, locked.id, passwordHash);
      await this.sessions.revokeOtherSessions(locked.id, principal.sessionId, manager);
      await this.announceChange(manager, locked, 'change', context);
    });
  }

  private async announceChange(
    manager: EntityManager,
    user: UserEntity,
    via: 'change' | 'reset',
    context: RequestContext,
  ): Promise<void> {
    await this.outbox.append(
      manager,
      'user.password-changed.v1',
      { userId: user.id, email: user.email, fullName: user.fullName, via },
      { context },
    );
  }
}
