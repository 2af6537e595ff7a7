import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { LoginRequest, SessionResponse } from '@studyhub/contracts';
import { LOGGER, type RequestContext } from '@studyhub/platform';
import type { UserEntity } from '../../users/user.entity';
import { UsersRepository } from '../../users/users.repository';
import { AccountsErrors, adminAccessRequired } from '../accounts.errors';
import { PasswordHasher } from '../passwords/password-hasher';
import { PasswordsRepository } from '../passwords/passwords.repository';
import { AbuseLimits } from '../rate-limit/abuse-limits';
import { SessionsService, type ClientMeta } from '../sessions/sessions.service';

export type SignInDoor = 'app' | 'admin';

/**
 * Password sign-in. The password is checked before anything about the account is revealed: an
 * unknown address and a wrong password get the same answer after about the same time.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordsRepository,
    private readonly hasher: PasswordHasher,
    private readonly limits: AbuseLimits,
    private readonly sessions: SessionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async signIn(
    input: LoginRequest,
    door: SignInDoor,
    client: ClientMeta,
    context: RequestContext,
  ): Promise<SessionResponse> {
    await this.limits.beforeLogin(client.ipAddress ?? 'unknown', input.email);
    const user = await this.users.findByEmailWithPassword(input.email);
    const passwordHash = user?.passwordHash ?? null;
    const isCorrect =
      user && passwordHash
        ? await this.hasher.verify(passwordHash, input.password)
        : await this.hasher.verifyUnknownAccount(input.password);
    if (!user || !passwordHash || !isCorrect) {
      await this.limits.passwordFailed(input.email);
      throw AccountsErrors.INVALID_CREDENTIALS();
    }
    await this.limits.passwordSucceeded(input.email);

    // Spec: the admin door refuses anyone but an active admin, and starts no session.
    if (door === 'admin' && !(user.role === 'admin' && user.status === 'active')) throw adminAccessRequired();
    if (user.status !== 'active') throw AccountsErrors.ACCOUNT_INACTIVE();
    if (!user.emailVerifiedAt) throw AccountsErrors.EMAIL_NOT_VERIFIED();

    await this.upgradeHashIfNeeded(user, passwordHash, input.password);
    return this.sessions.start(user, { method: 'password', ...client }, context);
  }

  /** Parameters were raised since this hash was made: store a new one while we know the password. */
  private async upgradeHashIfNeeded(user: UserEntity, passwordHash: string, password: string): Promise<void> {
    if (!this.hasher.needsRehash(passwordHash)) return;
    try {
      await this.passwords.replaceHashIfUnchanged(user.id, passwordHash, await this.hasher.hash(password));
    } catch (error) {
      this.logger.warn({ err: error, user_id: user.id }, 'password rehash failed; keeping the old hash');
    }
  }
}
