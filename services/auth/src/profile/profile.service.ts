import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccountUser, EVENT_CATALOG, UpdateProfileRequest } from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import { toAccountUser } from '../users/account-user';
import { UsersRepository } from '../users/users.repository';
import { lockOwnAccount } from './own-account';
import { decideProfileChange, isSameProfile } from './profile-change';
import { profileUpdatedDataOf } from './profile-updated-event';
import { ProfileRepository } from './profile.repository';

@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly users: UsersRepository,
    private readonly profiles: ProfileRepository,
  ) {}

  /** Saves the caller's name, university and course and announces the change in the same transaction. */
  async update(userId: string, input: UpdateProfileRequest, context: RequestContext): Promise<AccountUser> {
    return this.dataSource.transaction(async (manager) => {
      const user = await lockOwnAccount(this.users, userId, manager);
      const current = { fullName: user.fullName, universityId: user.universityId, courseId: user.courseId };
      const next = decideProfileChange(current, input);
      if (isSameProfile(current, next)) return toAccountUser(user);

      await this.profiles.updateProfile(manager, userId, next);
      const updated = (await this.users.findById(userId, manager))!;
      await this.outbox.append(manager, 'user.profile-updated.v1', profileUpdatedDataOf(updated), { context });
      return toAccountUser(updated);
    });
  }
}
