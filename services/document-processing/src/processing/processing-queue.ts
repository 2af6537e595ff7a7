import { Queue, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { SERVICE_CONFIG } from '@studyhub/platform';
import type { DocumentProcessingEnv } from '../document-processing.config';
import type { DocumentFileType } from '../pipeline/validation';

export const PROCESSING_QUEUE_NAME = 'document-processing';
const ENQUEUE_WAIT_MS = 3_000;

export interface ProcessingJobData {
  documentId: string;
  revision: number;
}

/** The job name of a student's study file on the same queue (documents' jobs are named `process`). */
export const STUDY_FILE_JOB = 'study-file';

/** Enough to find the file's stored copies even once its row is gone (deleted while processing). */
export interface StudyFileJobData {
  studyFileId: string;
  ownerId: string;
  fileType: DocumentFileType;
}

export interface ProcessingQueueSettings {
  redisUrl: string;
  prefix: string;
  attempts: number;
  backoffMs: number;
}

/** One job per revision: the id makes a repeated add (a retried request, the reconciler) a no-op. */
export function processingJobId(documentId: string, revision: number): string {
  return `${documentId}-r${revision}`;
}

/** One job per study file, for the same reason. */
export function studyFileJobId(studyFileId: string): string {
  return `study-file-${studyFileId}`;
}

/** BullMQ connections must not give up on commands while Redis restarts; BullMQ retries them. */
export function bullConnection(redisUrl: string, name: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName: name });
}

/**
 * The producer side of the pipeline's queue (the API enqueues, the worker's reconciler re-enqueues).
 * Documents and study files share the queue, so the worker's concurrency bounds both together.
 */
export class ProcessingQueue {
  private readonly connection: Redis;
  private readonly queue: Queue<ProcessingJobData>;
  private readonly studyFiles: Queue<StudyFileJobData>;
  private readonly jobOptions: JobsOptions;

  constructor(private readonly settings: ProcessingQueueSettings) {
    this.connection = bullConnection(settings.redisUrl, 'studyhub-document-queue');
    this.queue = new Queue<ProcessingJobData>(PROCESSING_QUEUE_NAME, {
      connection: this.connection,
      prefix: settings.prefix,
    });
    this.studyFiles = new Queue<StudyFileJobData>(PROCESSING_QUEUE_NAME, {
      connection: this.connection,
      prefix: settings.prefix,
    });
    this.jobOptions = {
      attempts: settings.attempts,
      backoff: { type: 'exponential', delay: settings.backoffMs },
      removeOnComplete: { age: 24 * 3600, count: 5000 },
      // Failures stay for operators to inspect.
      removeOnFail: false,
    };
  }

  /**
   * Queues a revision. While Redis is away the command waits in the client's offline queue and is
   * sent on reconnect; the caller is answered after `waitMs` either way (the upload is committed,
   * and the reconciler re-adds anything that never arrived).
   */
  async add(data: ProcessingJobData, waitMs = ENQUEUE_WAIT_MS): Promise<void> {
    const adding = this.queue.add('process', data, {
      ...this.jobOptions,
      jobId: processingJobId(data.documentId, data.revision),
    });
    await answerWithin(adding, waitMs);
  }

  /** Queues a study file, answering after `waitMs` at most like `add`. */
  async addStudyFile(data: StudyFileJobData, waitMs = ENQUEUE_WAIT_MS): Promise<void> {
    const adding = this.studyFiles.add(STUDY_FILE_JOB, data, {
      ...this.jobOptions,
      jobId: studyFileJobId(data.studyFileId),
    });
    await answerWithin(adding, waitMs);
  }

  async job(documentId: string, revision: number): Promise<Job<ProcessingJobData> | undefined> {
    return (await this.queue.getJob(processingJobId(documentId, revision))) ?? undefined;
  }

  async studyFileJob(studyFileId: string): Promise<Job<StudyFileJobData> | undefined> {
    return (await this.studyFiles.getJob(studyFileJobId(studyFileId))) ?? undefined;
  }

  async counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
  }

  /** Tests and benches empty their own queue. */
  async obliterate(): Promise<void> {
    await this.queue.obliterate({ force: true });
  }

  async close(): Promise<void> {
    await this.studyFiles.close();
    await this.queue.close();
    this.connection.disconnect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

/** Waits for Redis to take a job, at most `waitMs`; a late add still lands from the offline queue. */
async function answerWithin(adding: Promise<unknown>, waitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not take the job within ${waitMs} ms`)), waitMs);
  });
  adding.catch(() => undefined);
  try {
    await Promise.race([adding, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const processingQueueProvider = {
  provide: ProcessingQueue,
  inject: [SERVICE_CONFIG],
  useFactory: (config: DocumentProcessingEnv) =>
    new ProcessingQueue({
      redisUrl: config.REDIS_URL,
      prefix: config.PROCESSING_QUEUE_PREFIX,
      attempts: config.PROCESSING_ATTEMPTS,
      backoffMs: config.PROCESSING_BACKOFF_MS,
    }),
};
