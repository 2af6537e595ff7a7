import { z } from 'zod';
import { CONTACT_TOPICS } from '../api/contact';
import { defineEvent } from './define-event';

export const contactMessageReceivedV1 = defineEvent({
  type: 'contact.message-received.v1',
  description: 'Someone sent the contact form. Notifications will e-mail support and a receipt.',
  producer: 'content',
  consumers: ['notifications'],
  data: z.object({
    messageId: z.uuid(),
    name: z.string(),
    email: z.email(),
    topic: z.enum(CONTACT_TOPICS),
    subject: z.string(),
    userId: z.uuid().nullable(),
  }),
});
