import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { ADMIN_USER_SORTS, AccountRole, AdminSort, UserStatus } from '@studyhub/contracts';
import { UserEntity } from '../../users/user.entity';
import { userSearchPattern } from './user-search';

export interface UserListFilter {
  search?: string | undefined;
  role?: AccountRole | undefined;
  status?: UserStatus | undefined;
  page: number;
  limit: number;
  sort?: AdminSort<AdminUserSort>['sort'];
  order?: AdminSort<AdminUserSort>['order'];
}

export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
const SORT_COLUMNS: Record<AdminUserSort, string> = {
  created_at: 'user.createdAt',
  email: 'user.email',
  full_name: 'user.fullName',
  role: 'user.role',
  status: 'user.status',
};

const CHANGE_TURN_LOCK = 'auth:admin-user-changes';

/** The queries of the admin users API. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first unless another order is asked, with the exact total of the filter. */
  async list(filter: UserListFilter): Promise<{ users: UserEntity[]; total: number }> {
    const query = this.dataSource.getRepository(UserEntity).createQueryBuilder('user');
    if (filter.search) {
      query.andWhere(`(user.email || ' ' || lower(user.fullName)) LIKE :pattern ESCAPE '\\'`, {
        pattern: userSearchPattern(filter.search),
      });
    }
    if (filter.role) query.andWhere('user.role = :role', { role: filter.role });
    if (filter.status) query.andWhere('user.status = :status', { status: filter.status });
    const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
    const [users, total] = await query
      .orderBy(SORT_COLUMNS[filter.sort ?? 'created_at'], direction)
      .addOrderBy('user.id', direction)
      .skip((filter.page - 1) * filter.limit)
      .take(filter.limit)
      .getManyAndCount();
    return { users, total };
  }

  /** How the account can sign in: a password of its own, a linked Google identity. */
  async signInMethodsOf(userId: string): Promise<{ hasPassword: boolean; hasGoogle: boolean }> {
    const [row] = await this.dataSource.query<{ has_password: boolean; has_google: boolean }[]>(
      `SELECT account.password_hash IS NOT NULL AS has_password,
              EXISTS (SELECT 1 FROM user_identities identity
                       WHERE identity.user_id = account.id AND identity.provider = 'google') AS has_google
         FROM users account WHERE account.id = $1`,
      [userId],
    );
    return { hasPassword: row?.has_password ?? false, hasGoogle: row?.has_google ?? false };
  }

  /** Until the transaction ends, no other admin change to users runs (they are rare and short). */
  async takeChangeTurn(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [CHANGE_TURN_LOCK]);
  }

  /** Locks the rows that exist, in id order so two bulk actions cannot deadlock. */
  lockMany(manager: EntityManager, ids: string[]): Promise<UserEntity[]> {
    return manager
      .getRepository(UserEntity)
      .createQueryBuilder('user')
      .setLock('pessimistic_write')
      .where('user.id IN (:...ids)', { ids })
      .orderBy('user.id')
      .getMany();
  }

  async setStatus(manager: EntityManager, ids: string[], status: UserStatus): Promise<void> {
    if (ids.length > 0) await manager.update(UserEntity, { id: In(ids) }, { status });
  }

  async deleteMany(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length > 0) await manager.delete(UserEntity, { id: In(ids) });
  }
}
