import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { AccountUser, EVENT_CATALOG, RegisterRequest, SessionResponse } from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import { RegistrationGate } from '../../settings/registration-gate';
import { toAccountUser } from '../../users/account-user';
import { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { AccountsErrors } from '../accounts.errors';
import { EMAIL_VERIFICATION_TTL_SECONDS } from '../email-tokens/email-token-lifetimes';
import { EmailTokensRepository } from '../email-tokens/email-tokens.repository';
import { PasswordHasher } from '../passwords/password-hasher';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { SessionsService, type ClientMeta } from '../sessions/sessions.service';

const UNIQUE_VIOLATION = '23505';

/** Sign-up and e-mail verification: an account signs in only once its address is confirmed. */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly users: UsersRepository,
    private readonly emailTokens: EmailTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: AbuseLimits,
    private readonly sessions: SessionsService,
    private readonly registration: RegistrationGate,
  ) {}

  async register(input: RegisterRequest, client: ClientMeta, context: RequestContext): Promise<AccountUser> {
    await this.registration.assertOpen();
    await this.limits.beforeRegister(client.ipAddress ?? 'unknown');
    if (await this.users.findByEmail(input.email)) throw AccountsErrors.EMAIL_TAKEN();
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(UserEntity).save(
          manager.getRepository(UserEntity).create({
            email: input.email,
            fullName: input.full_name,
            role: 'user',
            status: 'active',
            passwordHash,
            emailVerifiedAt: null,
          }),
        );
        await this.outbox.append(
          manager,
          'user.registered.v1',
          { userId: user.id, email: user.email, fullName: user.fullName, role: user.role, method: 'password' },
          { context },
        );
        await this.requestVerification(manager, user, context);
        return toAccountUser(user);
      });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw AccountsErrors.EMAIL_TAKEN();
      }
      throw error;
    }
  }

  /** Confirms the address and signs the user in; the link works once. */
  async verifyEmail(token: string, client: ClientMeta, context: RequestContext): Promise<SessionResponse> {
    return this.dataSource.transaction(async (manager) => {
      const userId = await this.emailTokens.consume(manager, token, 'email_verification');
      const user = userId ? await this.users.lockById(userId, manager) : null;
      if (!user) throw AccountsErrors.INVALID_TOKEN();
      if (user.status !== 'active') throw AccountsErrors.ACCOUNT_INACTIVE();
      if (!user.emailVerifiedAt) {
        user.emailVerifiedAt = new Date();
        await manager.getRepository(UserEntity).update({ id: user.id }, { emailVerifiedAt: user.emailVerifiedAt });
      }
      await this.emailTokens.voidOpen(manager, user.id, 'email_verification');
      return this.sessions.startIn(manager, user, { method: 'password', ...client }, context);
    });
  }

  /** Sends a new link to an unverified account; the caller answers the same whatever happened. */
  async resendVerification(email: string, client: ClientMeta, context: RequestContext): Promise<void> {
    await this.limits.beforeEmailRequest('resend-verification', client.ipAddress ?? 'unknown', email);
    const user = await this.users.findByEmail(email);
    if (!user || user.emailVerifiedAt || user.status !== 'active') return;
    await this.dataSource.transaction((manager) => this.requestVerification(manager, user, context));
  }

  private async requestVerification(manager: EntityManager, user: UserEntity, context: RequestContext): Promise<void> {
    const issued = await this.emailTokens.issue(manager, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_SECONDS);
    await this.outbox.append(
      manager,
      'user.email-verification-requested.v1',
      {
        userId: user.id,
        email: user.email,
        fullName: user.fullName,
        token: issued.token,
        expiresAt: issued.expiresAt.toISOString(),
      },
      { context },
    );
  }
}
