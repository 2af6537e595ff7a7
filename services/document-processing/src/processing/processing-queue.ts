import { Queue, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { SERVICE_CONFIG } from '@studyhub/platform';
import type { DocumentProcessingEnv } from '../document-processing.config';

export const PROCESSING_QUEUE_NAME = 'document-processing';
const ENQUEUE_WAIT_MS = 3_000;

export interface ProcessingJobData {
  documentId: string;
  revision: number;
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

/** BullMQ connections must not give up on commands while Redis restarts; BullMQ retries them. */
export function bullConnection(redisUrl: string, name: string): Redis {
  return new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName: name });
}

/** The producer side of the pipeline's queue (the API enqueues, the worker's reconciler re-enqueues). */
export class ProcessingQueue {
  private readonly connection: Redis;
  private readonly queue: Queue<ProcessingJobData>;
  private readonly jobOptions: JobsOptions;

  constructor(private readonly settings: ProcessingQueueSettings) {
    this.connection = bullConnection(settings.redisUrl, 'studyhub-document-queue');
    this.queue = new Queue<ProcessingJobData>(PROCESSING_QUEUE_NAME, {
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

  async job(documentId: string, revision: number): Promise<Job<ProcessingJobData> | undefined> {
    return (await this.queue.getJob(processingJobId(documentId, revision))) ?? undefined;
  }

  async counts(): Promise<Record<string, number>> {
    return this.queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
  }

  /** Tests and benches empty their own queue. */
  async obliterate(): Promise<void> {
    await this.queue.obliterate({ force: true });
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
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
