import { z } from 'zod';
import type { ServiceEnv } from '@studyhub/platform';
import { DEFAULT_MAX_UPLOAD_MB } from './pipeline/validation';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** The document-processing service's own variables (API and worker read the same ones). */
export const documentProcessingEnvShape = {
  /** The largest file a seller may upload, in megabytes. */
  DOCUMENT_MAX_UPLOAD_MB: z.coerce.number().positive().max(1024).default(DEFAULT_MAX_UPLOAD_MB),
  /** Study files (document chat, plagiarism check) one student may keep at once. */
  STUDY_FILES_PER_USER: positiveInt(50),
  /** BullMQ key prefix in Redis; tests give each run its own. */
  PROCESSING_QUEUE_PREFIX: z.string().min(1).default('studyhub'),
  /** Jobs the worker runs at once. */
  PROCESSING_CONCURRENCY: positiveInt(2),
  /** Tries per document before it is marked failed; transient failures back off exponentially. */
  PROCESSING_ATTEMPTS: positiveInt(3),
  PROCESSING_BACKOFF_MS: positiveInt(5_000),
  /** The whole job's time limit; one document may never hold a worker longer. */
  PROCESSING_JOB_TIMEOUT_MS: positiveInt(600_000),
  /** How long a job's lock lives without renewal: a killed worker's job is taken over after this. */
  PROCESSING_LOCK_MS: positiveInt(30_000),
  /** How often the worker looks for uploads whose job was lost (Redis restarted without the job). */
  PROCESSING_RECONCILE_MS: positiveInt(15_000),
  /** LibreOffice: conversions before the warm instance is recycled, and one conversion's time limit. */
  OFFICE_RECYCLE_AFTER: positiveInt(40),
  OFFICE_CONVERSION_TIMEOUT_MS: positiveInt(120_000),
  /** Start LibreOffice when the worker starts, so the first office document finds it warm. */
  OFFICE_PREWARM: z
    .enum(['true', 'false'], { message: 'expected true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  /** An upload right after POST /documents may beat the catalog's event; wait this long for it. */
  UPLOAD_OWNERSHIP_WAIT_MS: z.coerce.number().int().nonnegative().default(5_000),
};

export type DocumentProcessingEnv = ServiceEnv & z.infer<z.ZodObject<typeof documentProcessingEnvShape>>;
