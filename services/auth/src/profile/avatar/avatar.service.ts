import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccountUser, EVENT_CATALOG } from '@studyhub/contracts';
import { OutboxWriter, type RequestContext } from '@studyhub/platform';
import { toAccountUser } from '../../users/account-user';
import { AVATAR_MAX_PIXELS } from '../../users/avatar-limits';
import { UsersRepository } from '../../users/users.repository';
import { lockOwnAccount } from '../own-account';
import { profileUpdatedDataOf } from '../profile-updated-event';
import { ProfileErrors } from '../profile.errors';
import { ProfileRepository } from '../profile.repository';
import { AvatarFiles } from './avatar-files';
import { encodeAvatar, probeImage } from './avatar-image';
import { avatarKeyOf, avatarUrlOf, newAvatarKey } from './avatar-location';
import { assertAcceptableAvatar } from './avatar-policy';

@Injectable()
export class AvatarService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly users: UsersRepository,
    private readonly profiles: ProfileRepository,
    private readonly files: AvatarFiles,
  ) {}

  /**
   * Re-encodes the upload, stores it under a new name, points the profile at it and announces the
   * change; only then removes the previous file. A failed transaction removes the new file instead.
   */
  async replace(userId: string, upload: Buffer, context: RequestContext): Promise<AccountUser> {
    assertAcceptableAvatar(await probeImage(upload));
    const webp = await encodeAvatar(upload, AVATAR_MAX_PIXELS).catch((error: unknown) => {
      throw ProfileErrors.UNSUPPORTED_MEDIA_TYPE({ cause: error });
    });
    const key = newAvatarKey(userId);
    await this.files.store(key, webp);

    let saved: { user: AccountUser; previousUrl: string | null };
    try {
      saved = await this.dataSource.transaction(async (manager) => {
        const user = await lockOwnAccount(this.users, userId, manager);
        await this.profiles.updateAvatarUrl(manager, userId, avatarUrlOf(key));
        const updated = (await this.users.findById(userId, manager))!;
        await this.outbox.append(manager, 'user.profile-updated.v1', profileUpdatedDataOf(updated), { context });
        return { user: toAccountUser(updated), previousUrl: user.avatarUrl };
      });
    } catch (error) {
      await this.files.remove(key);
      throw error;
    }

    const previousKey = avatarKeyOf(saved.previousUrl, userId);
    if (previousKey !== undefined && previousKey !== key) await this.files.remove(previousKey);
    return saved.user;
  }
}
