import { z } from 'zod';
import { defineEvent } from './define-event';

export const scholarshipDeadlineApproachingV1 = defineEvent({
  type: 'scholarship.deadline-approaching.v1',
  description:
    'A scholarship a student saved closes in the configured number of days (once per student and scholarship); notifications reminds the student.',
  producer: 'content',
  consumers: ['notifications'],
  data: z.object({
    userId: z.uuid(),
    scholarshipId: z.uuid(),
    slug: z.string().min(1),
    title: z.string().min(1),
    /** The last day to apply, as a calendar date (YYYY-MM-DD). */
    deadline: z.iso.date(),
    /** Whole days from the reminder's day to the deadline. */
    daysLeft: z.number().int().nonnegative(),
  }),
});
