import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppNotification, NotificationKind, NotificationPreferenceId } from '@studyhub/contracts';

export interface NewNotification {
  userId: string;
  eventId: string;
  kind: NotificationKind;
  preferenceId: NotificationPreferenceId | null;
  title: string;
  body: string;
  link: string | null;
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  preference_id: NotificationPreferenceId | null;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, kind, preference_id, title, body, link, read_at, created_at';

function toApi(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    preference_id: row.preference_id,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
  };
}

/** Every query on notifications. */
@Injectable()
export class NotificationsRepository {
  /** Once per (event, user, kind): a redelivered event adds nothing. Answers the new row's id. */
  async insert(manager: EntityManager, notification: NewNotification): Promise<string | undefined> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO notifications (user_id, event_id, kind, preference_id, title, body, link)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (event_id, user_id, kind) DO NOTHING
       RETURNING id`,
      [
        notification.userId,
        notification.eventId,
        notification.kind,
        notification.preferenceId,
        notification.title,
        notification.body,
        notification.link,
      ],
    );
    return rows[0]?.id;
  }

  async page(
    manager: EntityManager,
    userId: string,
    options: { page: number; limit: number; unreadOnly: boolean },
  ): Promise<{ items: AppNotification[]; total: number; unread: number }> {
    const rows = await manager.query<NotificationRow[]>(
      `SELECT ${COLUMNS} FROM notifications
       WHERE user_id = $1 AND (NOT $4::boolean OR read_at IS NULL)
       ORDER BY created_at DESC, id DESC
       LIMIT $2 OFFSET $3`,
      [userId, options.limit, (options.page - 1) * options.limit, options.unreadOnly],
    );
    const [counts] = await manager.query<{ total: number; unread: number }[]>(
      `SELECT count(*) FILTER (WHERE NOT $2::boolean OR read_at IS NULL)::int AS total,
              count(*) FILTER (WHERE read_at IS NULL)::int AS unread
       FROM notifications WHERE user_id = $1`,
      [userId, options.unreadOnly],
    );
    return { items: rows.map(toApi), total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
  }

  /** Marks one of the user's notifications read (keeping the first read time); undefined when not theirs. */
  async markRead(manager: EntityManager, userId: string, id: string): Promise<AppNotification | undefined> {
    // An UPDATE ... RETURNING answers [rows, affected count] through the postgres driver.
    const [rows] = await manager.query<[NotificationRow[], number]>(
      `UPDATE notifications SET read_at = COALESCE(read_at, now())
       WHERE id = $1 AND user_id = $2
       RETURNING ${COLUMNS}`,
      [id, userId],
    );
    const row = rows[0];
    return row ? toApi(row) : undefined;
  }

  async markAllRead(manager: EntityManager, userId: string): Promise<number> {
    const [, updated] = await manager.query<[unknown[], number]>(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return updated;
  }

  async unreadCount(manager: EntityManager, userId: string): Promise<number> {
    const [row] = await manager.query<{ unread: number }[]>(
      `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
      [userId],
    );
    return row?.unread ?? 0;
  }

  async deleteByUser(manager: EntityManager, userId: string): Promise<number> {
    const [, deleted] = await manager.query<[unknown[], number]>('DELETE FROM notifications WHERE user_id = $1', [
      userId,
    ]);
    return deleted;
  }
}
