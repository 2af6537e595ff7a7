import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppNotification, NotificationList, ReadAllResult } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { NotificationsRepository } from './notifications.repository';

/** The signed-in user's own notifications: list, mark read. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: NotificationsRepository,
  ) {}

  async list(userId: string, options: { page: number; limit: number; unreadOnly: boolean }): Promise<NotificationList> {
    const { items, total, unread } = await this.repository.page(this.dataSource.manager, userId, options);
    return { data: items, meta: { page: options.page, limit: options.limit, total, unread } };
  }

  /** Another user's notification answers 404, exactly like one that does not exist. */
  async markRead(userId: string, id: string): Promise<AppNotification> {
    const notification = await this.repository.markRead(this.dataSource.manager, userId, id);
    if (!notification) throw AppError.of('NOT_FOUND', 'Notification not found.');
    return notification;
  }

  async markAllRead(userId: string): Promise<ReadAllResult> {
    return this.dataSource.transaction(async (manager) => {
      const updated = await this.repository.markAllRead(manager, userId);
      return { updated, unread: await this.repository.unreadCount(manager, userId) };
    });
  }
}
