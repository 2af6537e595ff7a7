import { z } from 'zod';
import { defineEvent } from './define-event';

export const notificationCreatedV1 = defineEvent({
  type: 'notification.created.v1',
  description: 'An in-app notification was created for a user; the gateway pushes it live.',
  producer: 'notifications',
  consumers: [],
  data: z.object({
    notificationId: z.uuid(),
    userId: z.uuid(),
    preferenceId: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
  }),
  live: { stream: 'notification', userIdField: 'userId' },
});
