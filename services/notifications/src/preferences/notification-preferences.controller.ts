import { Body, Controller, Get, Put } from '@nestjs/common';
import { updateNotificationPreferenceSchema, type ApiData, type NotificationPreference } from '@studyhub/contracts';
import { AppError, CurrentPrincipal, SignedIn, parseInput, type Principal } from '@studyhub/platform';
import { NotificationPreferencesService } from './notification-preferences.service';

/** The caller's own preferences; there is no user id in the route, so nobody reaches another's. */
@Controller('notification-preferences')
@SignedIn()
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  async list(@CurrentPrincipal() principal: Principal | undefined): Promise<ApiData<NotificationPreference[]>> {
    return { data: await this.preferences.listFor(callerId(principal)) };
  }

  @Put()
  async update(
    @CurrentPrincipal() principal: Principal | undefined,
    @Body() body: unknown,
  ): Promise<ApiData<NotificationPreference[]>> {
    const userId = callerId(principal);
    const input = parseInput(updateNotificationPreferenceSchema, body);
    return { data: await this.preferences.update(userId, input.preference_id, input.enabled) };
  }
}

/** The global guard already refuses anonymous callers here; this keeps the type honest. */
function callerId(principal: Principal | undefined): string {
  if (!principal) throw AppError.of('UNAUTHENTICATED');
  return principal.userId;
}
