import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  notificationListQuerySchema,
  type ApiData,
  type AppNotification,
  type NotificationList,
  type ReadAllResult,
} from '@studyhub/contracts';
import { AppError, CurrentPrincipal, SignedIn, parseInput, type Principal } from '@studyhub/platform';
import { NotificationsService } from './notifications.service';

/** The caller's own in-app notifications; no route names a user, so nobody reaches another's. */
@Controller('notifications')
@SignedIn()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async list(@CurrentPrincipal() principal: Principal | undefined, @Query() query: unknown): Promise<NotificationList> {
    const { page, limit, unread_only } = parseInput(notificationListQuerySchema, query);
    return this.notifications.list(callerId(principal), { page, limit, unreadOnly: unread_only });
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@CurrentPrincipal() principal: Principal | undefined): Promise<ApiData<ReadAllResult>> {
    return { data: await this.notifications.markAllRead(callerId(principal)) };
  }

  @Post(':id/read')
  @HttpCode(200)
  async read(
    @CurrentPrincipal() principal: Principal | undefined,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<ApiData<AppNotification>> {
    return { data: await this.notifications.markRead(callerId(principal), id) };
  }
}

/** The global guard already refuses anonymous callers here; this keeps the type honest. */
function callerId(principal: Principal | undefined): string {
  if (!principal) throw AppError.of('UNAUTHENTICATED');
  return principal.userId;
}
