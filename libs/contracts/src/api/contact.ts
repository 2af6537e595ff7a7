import { z } from 'zod';

export const CONTACT_TOPICS = [
  'general',
  'account',
  'payments',
  'documents',
  'copyright',
  'partnership',
  'press',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  account: 'Account and sign-in',
  payments: 'Points, payments and refunds',
  documents: 'Documents and uploads',
  copyright: 'Copyright or takedown',
  partnership: 'Partnerships and universities',
  press: 'Press and media',
};

/** POST /api/contact: a message to the support team, stored by the content service. */
export const contactMessageRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120, 'Name must be at most 120 characters.'),
  email: z.email('Please enter a valid email address.').max(254),
  topic: z.enum(CONTACT_TOPICS, { message: 'Please choose a topic.' }),
  subject: z
    .string()
    .trim()
    .min(3, 'Subject must be at least 3 characters.')
    .max(200, 'Subject must be at most 200 characters.'),
  message: z
    .string()
    .trim()
    .min(20, 'Message must be at least 20 characters.')
    .max(5000, 'Message must be at most 5000 characters.'),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageResponseSchema = z.object({
  id: z.uuid(),
  received_at: z.iso.datetime(),
});
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
