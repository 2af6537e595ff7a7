import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { UserIdentityEntity, type IdentityProvider } from './user-identity.entity';

export interface NewGoogleAccount {
  email: string;
  fullName: string;
  avatarUrl: string | null;
}

export interface IdentityLink {
  userId: string;
  provider: IdentityProvider;
  subject: string;
  email: string;
}

/** Every query of Google sign-in: linked identities and the account writes a sign-in makes. */
@Injectable()
export class GoogleAccountsRepository {
  findIdentity(
    manager: EntityManager,
    provider: IdentityProvider,
    subject: string,
  ): Promise<UserIdentityEntity | null> {
    return manager.findOneBy(UserIdentityEntity, { provider, subject });
  }

  findIdentityOfUser(
    manager: EntityManager,
    userId: string,
    provider: IdentityProvider,
  ): Promise<UserIdentityEntity | null> {
    return manager.findOneBy(UserIdentityEntity, { userId, provider });
  }

  async linkIdentity(manager: EntityManager, link: IdentityLink): Promise<void> {
    await manager.insert(UserIdentityEntity, link);
  }

  /** A verified account without a password: it signs in with Google until the owner sets one. */
  async createAccount(manager: EntityManager, account: NewGoogleAccount): Promise<string> {
    const result = await manager.insert(UserEntity, {
      email: account.email,
      fullName: account.fullName,
      avatarUrl: account.avatarUrl,
      passwordHash: null,
      emailVerifiedAt: () => 'now()',
    });
    return (result.identifiers[0] as { id: string }).id;
  }

  /**
   * The provider proved the address belongs to the person signing in. A password set on the
   * account before anyone proved that may be someone else's (account pre-hijacking), so it goes.
   */
  async confirmEmailAndDropUnprovenPassword(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { emailVerifiedAt: () => 'now()', passwordHash: null });
  }

  async updateProfile(
    manager: EntityManager,
    userId: string,
    changes: { fullName?: string; avatarUrl?: string },
  ): Promise<void> {
    await manager.update(UserEntity, { id: userId }, changes);
  }
}
