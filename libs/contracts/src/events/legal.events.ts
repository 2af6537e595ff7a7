import { z } from 'zod';
import { defineEvent } from './define-event';

/** What a legal submission is: a complaint (/legal/file-complaint) or a notice-and-takedown request. */
export const LEGAL_SUBMISSION_KINDS = ['complaint', 'takedown'] as const;
export type LegalSubmissionKind = (typeof LEGAL_SUBMISSION_KINDS)[number];

export const legalSubmissionReceivedV1 = defineEvent({
  type: 'legal.submission-received.v1',
  description:
    'Someone filed a complaint or a notice-and-takedown request. Notifications will e-mail support and a receipt.',
  producer: 'content',
  consumers: ['notifications', 'content'],
  data: z.object({
    submissionId: z.uuid(),
    kind: z.enum(LEGAL_SUBMISSION_KINDS),
    name: z.string(),
    email: z.email(),
    subject: z.string(),
    userId: z.uuid().nullable(),
  }),
});
