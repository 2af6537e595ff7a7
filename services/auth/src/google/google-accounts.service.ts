import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { EVENT_CATALOG } from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import { RegistrationGate } from '../settings/registration-gate';
import type { UserEntity } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { GoogleAccountsRepository } from './google-accounts.repository';
import { newAccountNameOf, type GoogleProfile } from './google-profile';
import { GoogleSignInRefused } from './google-sign-in-refused';
import { isEmptySync, profileSyncOf } from './profile-sync';

const PROVIDER = 'google';

/**
 * Decides which account a verified Google identity signs in to: the linked one, else the account
 * with the same (provider-verified) address, which gets linked, else a new account.
 */
@Injectable()
export class GoogleAccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly users: UsersRepository,
    private readonly accounts: GoogleAccountsRepository,
    private readonly registration: RegistrationGate,
  ) {}

  /** The active account to start a session for; refuses inactive accounts and writes nothing then. */
  async accountFor(profile: GoogleProfile, context: RequestContext): Promise<UserEntity> {
    try {
      return await this.resolve(profile, context);
    } catch (error) {
      // Two first sign-ins of the same person at once: the loser finds what the winner created.
      if (!isUniqueViolation(error)) throw error;
      return this.resolve(profile, context);
    }
  }

  private resolve(profile: GoogleProfile, context: RequestContext): Promise<UserEntity> {
    return this.dataSource.transaction(async (manager) => {
      const identity = await this.accounts.findIdentity(manager, PROVIDER, profile.subject);
      if (identity) return this.signInExisting(manager, identity.userId, profile, context);

      const sameEmail = await this.users.findByEmail(profile.email, manager);
      if (sameEmail) return this.linkAndSignIn(manager, sameEmail.id, profile, context);

      return this.register(manager, profile, context);
    });
  }

  private async signInExisting(
    manager: EntityManager,
    userId: string,
    profile: GoogleProfile,
    context: RequestContext,
  ): Promise<UserEntity> {
    const user = await this.lockActive(manager, userId);
    return this.syncProfile(manager, user, profile, context);
  }

  private async linkAndSignIn(
    manager: EntityManager,
    userId: string,
    profile: GoogleProfile,
    context: RequestContext,
  ): Promise<UserEntity> {
    const user = await this.lockActive(manager, userId);
    if (await this.accounts.findIdentityOfUser(manager, user.id, PROVIDER)) {
      throw new GoogleSignInRefused('identity_conflict', 'the account is linked to another Google identity');
    }
    await this.accounts.linkIdentity(manager, {
      userId: user.id,
      provider: PROVIDER,
      subject: profile.subject,
      email: profile.email,
    });
    if (!user.emailVerifiedAt) await this.accounts.confirmEmailAndDropUnprovenPassword(manager, user.id);
    return this.syncProfile(manager, (await this.users.findById(user.id, manager))!, profile, context);
  }

  private async register(manager: EntityManager, profile: GoogleProfile, context: RequestContext): Promise<UserEntity> {
    // Existing accounts still sign in with Google; only a new one waits for registration to reopen.
    if (!(await this.registration.isOpen())) throw new GoogleSignInRefused('registration_closed');
    const userId = await this.accounts.createAccount(manager, {
      email: profile.email,
      fullName: newAccountNameOf(profile),
      avatarUrl: profile.pictureUrl,
    });
    await this.accounts.linkIdentity(manager, {
      userId,
      provider: PROVIDER,
      subject: profile.subject,
      email: profile.email,
    });
    const user = (await this.users.findById(userId, manager))!;
    await this.outbox.append(
      manager,
      'user.registered.v1',
      { userId, email: user.email, fullName: user.fullName, role: user.role, method: 'google' },
      { context },
    );
    return user;
  }

  private async lockActive(manager: EntityManager, userId: string): Promise<UserEntity> {
    const user = await this.users.lockById(userId, manager);
    // The identity row cascades with its account, so a linked account always exists.
    if (!user) throw new Error(`account ${userId} of a Google identity is missing`);
    if (user.status !== 'active') throw new GoogleSignInRefused('account_inactive', user.id);
    return user;
  }

  private async syncProfile(
    manager: EntityManager,
    user: UserEntity,
    profile: GoogleProfile,
    context: RequestContext,
  ): Promise<UserEntity> {
    const changes = profileSyncOf(user, profile);
    if (isEmptySync(changes)) return user;
    await this.accounts.updateProfile(manager, user.id, changes);
    const updated = (await this.users.findById(user.id, manager))!;
    await this.outbox.append(
      manager,
      'user.profile-updated.v1',
      {
        userId: updated.id,
        fullName: updated.fullName,
        avatarUrl: updated.avatarUrl,
        universityId: updated.universityId,
        courseId: updated.courseId,
      },
      { context },
    );
    return updated;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
