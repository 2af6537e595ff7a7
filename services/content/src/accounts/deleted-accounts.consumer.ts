import { Injectable } from '@nestjs/common';
import type { CatalogEventData, EVENT_CATALOG, EventEnvelope } from '@studyhub/contracts';
import { HandlesEvent, type EventHandlerContext } from '@studyhub/platform';
import { BlogCache } from '../blog/shared/blog-cache';

type Context = EventHandlerContext<typeof EVENT_CATALOG>;

/** How a deleted account's comments are signed from then on. */
export const DELETED_ACCOUNT_AUTHOR = 'Former member';

/**
 * What content keeps about a person, forgotten when auth announces their account deleted: their
 * saved scholarships and the reminders sent about them, their likes, and their name on blog
 * comments (the comments stay, anonymous, so replies keep their thread). One handler for the
 * service, since a service takes each event once; it runs in the inbox transaction, so a replay
 * finds nothing left to do.
 */
@Injectable()
export class DeletedAccountsConsumer {
  constructor(private readonly blogCache: BlogCache) {}

  @HandlesEvent('user.deleted.v1')
  async deleted(
    event: EventEnvelope<'user.deleted.v1', CatalogEventData<'user.deleted.v1'>>,
    { manager }: Context,
  ): Promise<void> {
    const { userId } = event.data;
    await manager.query('DELETE FROM scholarship_deadline_reminders WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM saved_scholarships WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM blog_post_likes WHERE user_id = $1', [userId]);
    await manager.query('UPDATE blog_comments SET user_id = NULL, author_name = $2 WHERE user_id = $1', [
      userId,
      DELETED_ACCOUNT_AUTHOR,
    ]);
    // Readers' cached likes and comment authors; a read racing this commit keeps the old for at most the cache's lifetime.
    await this.blogCache.invalidate();
  }
}
