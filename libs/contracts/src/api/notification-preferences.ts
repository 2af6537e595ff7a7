import { z } from 'zod';

/** Spec section 3: notification preference ids, all enabled by default. */
export const NOTIFICATION_PREFERENCE_IDS = [
  'points-access',
  'security-login',
  'paper_creation',
  'order-status',
  'document-status',
  'withdrawal-status',
  'price-status',
  'security-status',
] as const;
export type NotificationPreferenceId = (typeof NOTIFICATION_PREFERENCE_IDS)[number];

export interface NotificationPreference {
  preference_id: NotificationPreferenceId;
  enabled: boolean;
}

/** PUT /api/notification-preferences: updates one preference. */
export const updateNotificationPreferenceSchema = z.object({
  preference_id: z.enum(NOTIFICATION_PREFERENCE_IDS, { message: 'Unknown notification preference.' }),
  enabled: z.boolean(),
});
