import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
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

  /** A session is live while some token of its family is neither revoked nor expired. */
  async isFamilyLive(familyId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM refresh_tokens
        WHERE family_id = $1 AND revoked_at IS NULL AND expires_at > now() LIMIT 1`,
      [familyId],
    );
    return rows.length > 0;
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
