import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from '../../users/user.entity';
import { RefreshTokenEntity } from './refresh-token.entity';

export interface NewRefreshToken {
  tokenHash: string;
  familyId: string;
  parentId: string | null;
  userId: string;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Every query of refresh tokens and their families. */
@Injectable()
export class RefreshTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(RefreshTokenEntity);
  }

  async insert(manager: EntityManager, token: NewRefreshToken): Promise<void> {
    await this.repo(manager).insert(token);
  }

  /** Locks the row, so two refreshes with one token are decided one after the other. */
  findByHashForUpdate(manager: EntityManager, tokenHash: string): Promise<RefreshTokenEntity | null> {
    return this.repo(manager)
      .createQueryBuilder('token')
      .setLock('pessimistic_write')
      .where('token.token_hash = :tokenHash', { tokenHash })
      .getOne();
  }

  findByHash(tokenHash: string): Promise<RefreshTokenEntity | null> {
    return this.repo().findOneBy({ tokenHash });
  }

  async markUsed(manager: EntityManager, id: string, at: Date): Promise<void> {
    await this.repo(manager).update({ id }, { usedAt: at });
  }

  async revokeFamily(familyId: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource.manager).query(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
      [familyId],
    );
  }

  /** Ends every session of the user, or every one but `keepFamilyId`. */
  async revokeForUser(userId: string, options: { keepFamilyId?: string; manager?: EntityManager } = {}): Promise<void> {
    await (options.manager ?? this.dataSource.manager).query(
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2::uuid)`,
      [userId, options.keepFamilyId ?? null],
    );
  }

  /** The user, if this session of theirs is live: one query on the path of every `/auth/me`. */
  findUserOfLiveSession(userId: string, familyId: string): Promise<UserEntity | null> {
    return this.dataSource.manager
      .getRepository(UserEntity)
      .createQueryBuilder('account')
      .where('account.id = :userId', { userId })
      .andWhere(
        `EXISTS (SELECT 1 FROM refresh_tokens token
                  WHERE token.family_id = :familyId AND token.user_id = account.id
                    AND token.revoked_at IS NULL AND token.expires_at > now())`,
        { familyId },
      )
      .getOne();
  }

  /** Deletes tokens that expired more than `graceSeconds` ago (nothing can use or replay them). */
  async deleteExpired(graceSeconds: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM refresh_tokens WHERE id IN (
         SELECT id FROM refresh_tokens WHERE expires_at < now() - make_interval(secs => $1) LIMIT 5000)`,
      [graceSeconds],
    );
  }
}
