import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** Writes of the password hash (reads go through UsersRepository). */
@Injectable()
export class PasswordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async setHash(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query(`UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1`, [
      userId,
      passwordHash,
    ]);
  }

  /** Resetting also proves the address: the link arrived in its mailbox. */
  async setHashAndVerifyEmail(manager: EntityManager, userId: string, passwordHash: string): Promise<void> {
    await manager.query(
      `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
        WHERE id = $1`,
      [userId, passwordHash],
    );
  }

  /** A rehash on sign-in must not overwrite a password changed meanwhile. */
  async replaceHashIfUnchanged(userId: string, previousHash: string, newHash: string): Promise<void> {
    await this.dataSource.query(`UPDATE users SET password_hash = $3 WHERE id = $1 AND password_hash = $2`, [
      userId,
      previousHash,
      newHash,
    ]);
  }
}
