import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, type Logger } from '@studyhub/platform';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DocumentProcessingEnv } from '../document-processing.config';
import { DocumentPipeline } from './document-pipeline';
import { OFFICE_CONVERTER, type OfficeConverter } from './office-converter.port';
import {
  bullConnection,
  PROCESSING_QUEUE_NAME,
  STUDY_FILE_JOB,
  type ProcessingJobData,
  type StudyFileJobData,
} from './processing-queue';
import { StudyFilePipeline } from './study-file-pipeline';

type QueuedJob = Job<ProcessingJobData> | Job<StudyFileJobData>;

function isStudyFileJob(job: QueuedJob): job is Job<StudyFileJobData> {
  return job.name === STUDY_FILE_JOB;
}

/**
 * Runs the pipeline's jobs: documents' revisions and students' study files. A job whose worker dies
 * keeps its lock only for PROCESSING_LOCK_MS; then another worker takes it over and the pipeline's
 * steps skip what is already done.
 */
@Injectable()
export class ProcessingWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker: Worker<ProcessingJobData | StudyFileJobData> | undefined;
  private connection: Redis | undefined;

  constructor(
    private readonly pipeline: DocumentPipeline,
    private readonly studyFiles: StudyFilePipeline,
    @Inject(OFFICE_CONVERTER) private readonly converter: OfficeConverter,
    @Inject(SERVICE_CONFIG) private readonly config: DocumentProcessingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.OFFICE_PREWARM) {
      this.converter.start?.().catch((error: unknown) => {
        this.logger.warn(
          { err: error },
          'LibreOffice could not be started ahead of time; will retry on the first document',
        );
      });
    }
    this.connection = bullConnection(this.config.REDIS_URL, 'studyhub-document-worker');
    this.worker = new Worker<ProcessingJobData | StudyFileJobData>(
      PROCESSING_QUEUE_NAME,
      (job) => this.handle(job as QueuedJob),
      {
        connection: this.connection,
        prefix: this.config.PROCESSING_QUEUE_PREFIX,
        concurrency: this.config.PROCESSING_CONCURRENCY,
        lockDuration: this.config.PROCESSING_LOCK_MS,
        stalledInterval: this.config.PROCESSING_LOCK_MS,
        maxStalledCount: 2,
      },
    );
    this.worker.on('error', (error) => this.logger.warn({ err: error }, 'processing worker connection error'));
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ err: error, jobId: job?.id, attempts: job?.attemptsMade }, 'processing job attempt failed'),
    );
  }

  async handle(job: QueuedJob): Promise<string> {
    const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (isStudyFileJob(job)) return this.handleStudyFile(job, final);
    const { documentId, revision } = job.data;
    const outcome = await this.pipeline.process(documentId, revision, { final });
    this.logger.info({ documentId, revision, outcome, attempt: job.attemptsMade + 1 }, 'processing job finished');
    // A refused file is a finished job for BullMQ's bookkeeping, but stays visible among the failures.
    if (outcome === 'failed') throw new UnrecoverableError('the document was refused; see the upload row');
    return outcome;
  }

  private async handleStudyFile(job: Job<StudyFileJobData>, final: boolean): Promise<string> {
    const { studyFileId } = job.data;
    const outcome = await this.studyFiles.process(job.data, { final });
    this.logger.info({ studyFileId, outcome, attempt: job.attemptsMade + 1 }, 'study file job finished');
    if (outcome === 'failed') throw new UnrecoverableError('the study file was refused; see its row');
    return outcome;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.connection?.disconnect();
    await this.converter.close();
  }
}
