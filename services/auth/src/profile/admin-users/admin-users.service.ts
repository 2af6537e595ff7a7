import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  describeDevice,
  ipNetworkOf,
  type AccountUser,
  type AdminSignIn,
  type AdminUserDetail,
  type EVENT_CATALOG,
  type UserStatus,
} from '@studyhub/contracts';
import { AdminAudit, OutboxWriter, type Principal, type RequestContext } from '@studyhub/platform';
import { SessionRevoker } from '../../accounts/session-ports';
import { SignInsRepository, type SignInWithSession } from '../../accounts/sign-ins/sign-ins.repository';
import { toAccountUser } from '../../users/account-user';
import { UsersRepository } from '../../users/users.repository';
import type { UserEntity } from '../../users/user.entity';
import { AvatarFiles } from '../avatar/avatar-files';
import { AdminUsersErrors } from '../profile.errors';
import { AdminUsersRepository, type UserListFilter } from './admin-users.repository';
import { userDeletedWrite, userStatusWrite } from './user-audit';

export interface UserPage {
  users: AccountUser[];
  total: number;
}

/** What a bulk action did: the ids it changed, those that were already so, those that do not exist. */
export interface BulkUsersOutcome {
  action: 'delete' | 'set_status';
  affected: string[];
  unchanged: string[];
  not_found: string[];
}

export type BulkUsersAction =
  { action: 'delete'; ids: string[] } | { action: 'set_status'; ids: string[]; status: UserStatus };

/**
 * The back office's users (spec section 7, local API). Every change runs in one transaction with
 * its events and the end of the affected sessions; avatar files go once the rows are gone.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly users: UsersRepository,
    private readonly adminUsers: AdminUsersRepository,
    private readonly sessions: SessionRevoker,
    private readonly avatarFiles: AvatarFiles,
    private readonly signIns: SignInsRepository,
    private readonly audit: AdminAudit,
  ) {}

  async list(adminId: string, filter: UserListFilter): Promise<UserPage> {
    await this.assertActiveAdmin(adminId, this.dataSource.manager);
    const { users, total } = await this.adminUsers.list(filter);
    return { users: users.map(toAccountUser), total };
  }

  /** One account as the back office sees it: with its billing country, sign-in methods and last sign-in. */
  async detail(adminId: string, userId: string): Promise<AdminUserDetail> {
    await this.assertActiveAdmin(adminId, this.dataSource.manager);
    const user = await this.users.findById(userId);
    if (!user) throw AdminUsersErrors.USER_NOT_FOUND();
    const [methods, lastSignInAt] = await Promise.all([
      this.adminUsers.signInMethodsOf(userId),
      this.signIns.lastSignInAt(userId),
    ]);
    return {
      ...toAccountUser(user),
      billing_country_id: user.countryId,
      last_sign_in_at: lastSignInAt?.toISOString() ?? null,
      has_password: methods.hasPassword,
      has_google: methods.hasGoogle,
    };
  }

  /** The account's sign-ins, newest first; an address is shown only as its network. */
  async signInsOf(
    adminId: string,
    userId: string,
    page: { page: number; limit: number },
  ): Promise<{ signIns: AdminSignIn[]; total: number }> {
    await this.assertActiveAdmin(adminId, this.dataSource.manager);
    if (!(await this.users.findById(userId))) throw AdminUsersErrors.USER_NOT_FOUND();
    const { signIns, total } = await this.signIns.page(userId, page.page, page.limit);
    return { signIns: signIns.map(toAdminSignIn), total };
  }

  async delete(admin: Principal, userId: string, context: RequestContext): Promise<void> {
    const adminId = admin.userId;
    if (userId === adminId) throw AdminUsersErrors.CANNOT_DELETE_SELF();
    await this.dataSource.transaction(async (manager) => {
      await this.takeTurnAsActiveAdmin(adminId, manager);
      const user = await this.users.lockById(userId, manager);
      if (!user) throw AdminUsersErrors.USER_NOT_FOUND();
      await this.deleteLocked(manager, admin, [user], context);
    });
    await this.avatarFiles.removeAllOf(userId);
  }

  async setStatus(admin: Principal, userId: string, status: UserStatus, context: RequestContext): Promise<AccountUser> {
    const adminId = admin.userId;
    if (userId === adminId && status !== 'active') throw AdminUsersErrors.CANNOT_DEACTIVATE_SELF();
    return this.dataSource.transaction(async (manager) => {
      await this.takeTurnAsActiveAdmin(adminId, manager);
      const user = await this.users.lockById(userId, manager);
      if (!user) throw AdminUsersErrors.USER_NOT_FOUND();
      if (user.status === status) return toAccountUser(user);
      await this.setStatusLocked(manager, admin, [user], status, context);
      return toAccountUser((await this.users.findById(userId, manager))!);
    });
  }

  /** Up to 100 users in one transaction: all of it happens or none. The caller's own id is refused. */
  async bulk(admin: Principal, request: BulkUsersAction, context: RequestContext): Promise<BulkUsersOutcome> {
    const adminId = admin.userId;
    const ids = [...new Set(request.ids.map((id) => id.toLowerCase()))];
    if (ids.includes(adminId)) throw AdminUsersErrors.BULK_INCLUDES_SELF();
    const outcome = await this.dataSource.transaction(async (manager) => {
      await this.takeTurnAsActiveAdmin(adminId, manager);
      const found = await this.adminUsers.lockMany(manager, ids);
      const foundIds = new Set(found.map((user) => user.id));
      const notFound = ids.filter((id) => !foundIds.has(id));
      if (request.action === 'delete') {
        await this.deleteLocked(manager, admin, found, context, ids.length);
        return { action: request.action, affected: [...foundIds], unchanged: [], not_found: notFound };
      }
      const changing = found.filter((user) => user.status !== request.status);
      await this.setStatusLocked(manager, admin, changing, request.status, context, ids.length);
      const changed = new Set(changing.map((user) => user.id));
      return {
        action: request.action,
        affected: ids.filter((id) => changed.has(id)),
        unchanged: ids.filter((id) => foundIds.has(id) && !changed.has(id)),
        not_found: notFound,
      };
    });
    if (request.action === 'delete') {
      for (const userId of outcome.affected) await this.avatarFiles.removeAllOf(userId);
    }
    return outcome;
  }

  /** `bulkSize` is the number of users a bulk action named, for the audit trail's summary. */
  private async deleteLocked(
    manager: EntityManager,
    admin: Principal,
    users: UserEntity[],
    context: RequestContext,
    bulkSize?: number,
  ): Promise<void> {
    for (const user of users) await this.sessions.revokeAllForUser(user.id, manager);
    await this.adminUsers.deleteMany(
      manager,
      users.map((user) => user.id),
    );
    for (const user of users) {
      await this.outbox.append(manager, 'user.deleted.v1', { userId: user.id, deletedBy: admin.userId }, { context });
      await this.audit.recordIn(manager, admin, context, userDeletedWrite(toAccountUser(user), bulkSize));
    }
  }

  private async setStatusLocked(
    manager: EntityManager,
    admin: Principal,
    users: UserEntity[],
    status: UserStatus,
    context: RequestContext,
    bulkSize?: number,
  ): Promise<void> {
    await this.adminUsers.setStatus(
      manager,
      users.map((user) => user.id),
      status,
    );
    for (const user of users) {
      if (status === 'inactive') await this.sessions.revokeAllForUser(user.id, manager);
      await this.outbox.append(
        manager,
        'user.status-changed.v1',
        { userId: user.id, status, changedBy: admin.userId },
        { context },
      );
      await this.audit.recordIn(manager, admin, context, userStatusWrite(toAccountUser(user), status, bulkSize));
    }
  }

  /**
   * Changes take turns, and each checks its admin only once it has the turn: two admins
   * deactivating or deleting each other at once would otherwise both pass the check and leave no
   * active admin. The second now finds itself inactive (or gone) and is refused.
   */
  private async takeTurnAsActiveAdmin(adminId: string, manager: EntityManager): Promise<void> {
    await this.adminUsers.takeChangeTurn(manager);
    await this.assertActiveAdmin(adminId, manager);
  }

  /**
   * The guard trusted the token's role and status; an admin demoted or deactivated since it was
   * issued must not keep acting until it expires.
   */
  private async assertActiveAdmin(adminId: string, manager: EntityManager): Promise<void> {
    const admin = await this.users.findById(adminId, manager);
    if (admin?.role !== 'admin' || admin.status !== 'active') throw AdminUsersErrors.ADMIN_ACCESS_REQUIRED();
  }
}

function toAdminSignIn({ record, sessionState, lastActiveAt }: SignInWithSession): AdminSignIn {
  return {
    id: record.id,
    signed_in_at: record.createdAt.toISOString(),
    method: record.method,
    ip_network: ipNetworkOf(record.ipAddress),
    user_agent: record.userAgent,
    device: describeDevice(record.userAgent),
    is_new_device: record.isNewDevice,
    session_state: sessionState,
    last_active_at: lastActiveAt?.toISOString() ?? null,
  };
}
