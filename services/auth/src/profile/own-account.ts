import type { EntityManager } from 'typeorm';
import type { UsersRepository } from '../users/users.repository';
import type { UserEntity } from '../users/user.entity';
import { ProfileErrors } from './profile.errors';

/**
 * The caller's own row, locked for the rest of the transaction. The access token may outlive a
 * deletion or a deactivation by a few minutes, so the row decides, not the token.
 */
export async function lockOwnAccount(
  users: UsersRepository,
  userId: string,
  manager: EntityManager,
): Promise<UserEntity> {
  const user = await users.lockById(userId, manager);
  if (!user) throw ProfileErrors.ACCOUNT_NOT_FOUND();
  if (user.status !== 'active') throw ProfileErrors.ACCOUNT_INACTIVE();
  return user;
}

/** The caller's own row for a read. */
export async function readOwnAccount(users: UsersRepository, userId: string): Promise<UserEntity> {
  const user = await users.findById(userId);
  if (!user) throw ProfileErrors.ACCOUNT_NOT_FOUND();
  if (user.status !== 'active') throw ProfileErrors.ACCOUNT_INACTIVE();
  return user;
}
