import { Inject, Injectable } from '@nestjs/common';
import {
  NOTIFICATION_PREFERENCE_LABELS,
  type UnsubscribeInfo,
  type NotificationPreferenceId,
} from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import { MAIL_SETTINGS, type MailSettings } from '../mail/mail-settings';
import { NotificationPreferencesService } from '../preferences/notification-preferences.service';
import { siteLink } from '../templates/mail-site';
import { signUnsubscribeToken, verifyUnsubscribeToken, type UnsubscribeClaim } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Change your e-mail settings in Dashboard > Settings > Notifications.';

/** One-click unsubscribe (RFC 8058): a signed link per user and preference turns exactly that one off. */
@Injectable()
export class UnsubscribeService {
  constructor(
    @Inject(MAIL_SETTINGS) private readonly settings: MailSettings,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  /** The List-Unsubscribe target: the API route, which also answers the one-click POST. */
  linkFor(userId: string, preferenceId: NotificationPreferenceId): { url: string; preferenceLabel: string } {
    const token = signUnsubscribeToken({ userId, preferenceId }, this.settings.unsubscribeSecret);
    return {
      url: siteLink(this.settings.site, '/api/notifications/unsubscribe', { token }),
      preferenceLabel: NOTIFICATION_PREFERENCE_LABELS[preferenceId],
    };
  }

  /** Where a person who clicked the link lands: the site's page that confirms before turning it off. */
  landingPageFor(token: string): string {
    return siteLink(this.settings.site, '/notifications/unsubscribe', { token });
  }

  async describe(token: string): Promise<UnsubscribeInfo> {
    const claim = this.claimOf(token);
    const list = await this.preferences.listFor(claim.userId);
    return {
      preference_id: claim.preferenceId,
      label: NOTIFICATION_PREFERENCE_LABELS[claim.preferenceId],
      enabled: list.find((preference) => preference.preference_id === claim.preferenceId)?.enabled ?? true,
    };
  }

  /** Turns the token's one preference off; repeating it changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeInfo> {
    const claim = this.claimOf(token);
    await this.preferences.update(claim.userId, claim.preferenceId, false);
    return {
      preference_id: claim.preferenceId,
      label: NOTIFICATION_PREFERENCE_LABELS[claim.preferenceId],
      enabled: false,
    };
  }

  private claimOf(token: string): UnsubscribeClaim {
    const claim = verifyUnsubscribeToken(token, this.settings.unsubscribeSecret);
    if (!claim) throw AppError.of('BAD_REQUEST', INVALID_UNSUBSCRIBE_LINK);
    return claim;
  }
}
