import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { createOpaqueToken, hashOpaqueToken } from '../tokens/opaque-token';
import { EmailTokenEntity, type EmailTokenPurpose } from './email-token.entity';

export interface IssuedEmailToken {
  /** The raw token: goes into the e-mail link and nowhere else. */
  token: string;
  expiresAt: Date;
}

/** Single-use e-mail link tokens, stored as SHA-256 hashes. */
@Injectable()
export class EmailTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  async issue(
    manager: EntityManager,
    userId: string,
    purpose: EmailTokenPurpose,
    ttlSeconds: number,
  ): Promise<IssuedEmailToken> {
    const { token, hash } = createOpaqueToken();
    const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
    await manager.getRepository(EmailTokenEntity).insert({ userId, purpose, tokenHash: hash, expiresAt });
    return { token, expiresAt };
  }

  /** Spends the token if it is unused and unexpired; returns its user, or null. Atomic: one winner. */
  async consume(manager: EntityManager, token: string, purpose: EmailTokenPurpose): Promise<string | null> {
    const [rows] = await manager.query<[{ user_id: string }[], number]>(
      `UPDATE email_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hashOpaqueToken(token), purpose],
    );
    return rows[0]?.user_id ?? null;
  }

  /** Voids every open token of the user for this purpose (a newer link replaces older ones). */
  async voidOpen(manager: EntityManager, userId: string, purpose: EmailTokenPurpose): Promise<void> {
    await manager.query(
      `UPDATE email_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
  }

  /** Forgets tokens that were used or expired more than a day ago. */
  async deleteSpent(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM email_tokens WHERE coalesce(used_at, expires_at) < now() - interval '1 day'`,
    );
  }
}
