import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, type ObjectStorage, OBJECT_STORAGE } from '@studyhub/platform';
import { avatarFolderOf } from './avatar-location';

/**
 * Avatar files in the `avatars` storage area. Removing a file is housekeeping done after the
 * database has committed: a failure is logged and leaves an orphan file, never a broken profile.
 */
@Injectable()
export class AvatarFiles {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async store(key: string, webp: Buffer): Promise<void> {
    await this.storage.put('avatars', key, webp, 'image/webp');
  }

  async remove(key: string): Promise<void> {
    try {
      await this.storage.delete('avatars', key);
    } catch (error) {
      this.logger.warn({ err: error, area: 'avatars', key }, 'could not remove an avatar file');
    }
  }

  /** Every avatar file of a deleted user. */
  async removeAllOf(userId: string): Promise<void> {
    try {
      for (;;) {
        const files = await this.storage.list('avatars', avatarFolderOf(userId));
        if (files.length === 0) return;
        for (const file of files) await this.storage.delete('avatars', file.key);
      }
    } catch (error) {
      this.logger.warn({ err: error, area: 'avatars', user_id: userId }, 'could not remove the avatar files of a user');
    }
  }
}
