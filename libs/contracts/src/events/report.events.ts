import { z } from 'zod';
import { defineEvent } from './define-event';

/**
 * An admin resolved a report of a document. Taken down: catalog deletes the document (and
 * announces document.deleted.v1), orders refunds every buyer when `refundBuyers` is set.
 * Notifications tells the seller (taken down) and answers the reporter with `reply`.
 */
export const reportResolvedV1 = defineEvent({
  type: 'report.resolved.v1',
  description:
    'An admin resolved a report: taken down (catalog deletes the document, orders refunds its buyers when asked) or dismissed; notifications tells the seller and answers the reporter.',
  producer: 'content',
  consumers: ['catalog', 'orders', 'notifications'],
  data: z.object({
    reportId: z.uuid(),
    documentId: z.uuid(),
    sellerId: z.uuid().nullable(),
    title: z.string(),
    resolution: z.enum(['taken_down', 'dismissed']),
    refundBuyers: z.boolean(),
    /** Why the document was taken down (told to the seller); empty when dismissed. */
    reason: z.string(),
    moderatorId: z.uuid(),
    /** Who reported it: a member (in-app) or a notice's sender (e-mail); both null for a plagiarism flag. */
    reporterUserId: z.uuid().nullable(),
    reporterEmail: z.email().nullable(),
    reporterName: z.string().nullable(),
    /** The admin's answer to the reporter; empty sends nothing. */
    reply: z.string(),
  }),
});
