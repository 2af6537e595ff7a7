import type { MigrationClass } from '@studyhub/platform';
import { NotificationPreferences1763910000000 } from './1763910000000-notification-preferences';
import { OutgoingEmails1763910100000 } from './1763910100000-outgoing-emails';
import { InAppNotifications1766300000000 } from './1766300000000-in-app-notifications';

/** This service's migrations, oldest first. Never edit one that has been merged; add a new one. */
export const MIGRATIONS: MigrationClass[] = [
  NotificationPreferences1763910000000,
  OutgoingEmails1763910100000,
  InAppNotifications1766300000000,
];
