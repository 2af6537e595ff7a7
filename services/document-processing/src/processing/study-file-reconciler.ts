import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, type Logger } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import type { DocumentProcessingEnv } from '../document-processing.config';
import type { DocumentFileType } from '../pipeline/validation';
import { TRANSIENT_FAILURE_REASON } from './processing-errors';
import { ProcessingQueue } from './processing-queue';
import { StudyFilePipeline } from './study-file-pipeline';

const WAITING_STATES = new Set(['active', 'waiting', 'waiting-children', 'delayed', 'prioritized']);

/**
 * What ProcessingReconciler does for documents, for study files: `study_files` is the truth; a file
 * still PROCESSING whose job Redis lost (or whose enqueue failed) is queued again, and one whose job
 * BullMQ gave up on without the pipeline recording why is failed with the transient reason.
 */
@Injectable()
export class StudyFileReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: ProcessingQueue,
    private readonly pipeline: StudyFilePipeline,
    @Inject(SERVICE_CONFIG) private readonly config: DocumentProcessingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.reconcile()
        .catch((error: unknown) => this.logger.warn({ err: error }, 'study file reconciliation failed'))
        .finally(() => (this.running = undefined));
    }, this.config.PROCESSING_RECONCILE_MS);
    this.timer.unref();
  }

  async reconcile(): Promise<number> {
    const unfinished = await this.dataSource.query<{ id: string; owner_id: string; file_type: DocumentFileType }[]>(
      `SELECT id, owner_id, file_type FROM study_files
        WHERE status = 'PROCESSING' AND updated_at < now() - make_interval(secs => $1)
        ORDER BY updated_at LIMIT 100`,
      [this.config.PROCESSING_RECONCILE_MS / 1000],
    );
    let repaired = 0;
    for (const row of unfinished) {
      const job = await this.queue.studyFileJob(row.id);
      const state = job ? await job.getState() : 'missing';
      if (WAITING_STATES.has(state)) continue;
      if (state === 'failed') {
        await this.pipeline.fail(
          { id: row.id, ownerId: row.owner_id, fileType: row.file_type },
          TRANSIENT_FAILURE_REASON,
        );
      } else {
        if (job && state === 'completed') await job.remove();
        await this.queue.addStudyFile({ studyFileId: row.id, ownerId: row.owner_id, fileType: row.file_type });
      }
      repaired += 1;
      this.logger.info({ studyFileId: row.id, state }, 'study file job repaired');
    }
    return repaired;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
