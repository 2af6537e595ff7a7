import { z } from 'zod';
import type { ServiceEnv } from '@studyhub/platform';

/** The scholarship module's own variables (content service). */
export const scholarshipsEnvShape = {
  /** Saved scholarships closing within this many days get their one reminder. */
  SCHOLARSHIP_REMINDER_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** When the daily reminder run starts (cron, UTC). */
  SCHOLARSHIP_REMINDER_CRON: z
    .string()
    .trim()
    .regex(
      /^(?:[\d*/,?LW#A-Za-z-]+\s+){4,5}[\d*/,?LW#A-Za-z-]+$/,
      'expected a cron pattern of 5 or 6 fields, e.g. 0 6 * * *',
    )
    .default('0 6 * * *'),
  /** BullMQ key prefix in Redis; tests give each run its own. */
  SCHOLARSHIP_QUEUE_PREFIX: z.string().min(1).default('studyhub'),
};

export type ScholarshipsEnv = ServiceEnv & z.infer<z.ZodObject<typeof scholarshipsEnvShape>>;
