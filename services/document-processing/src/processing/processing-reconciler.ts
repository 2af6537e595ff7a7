import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG, type Logger } from '@studyhub/platform';
import { DataSource } from 'typeorm';
import type { DocumentProcessingEnv } from '../document-processing.config';
import { findUpload } from '../uploads/upload-record';
import { DocumentPipeline } from './document-pipeline';
import { TRANSIENT_FAILURE_REASON } from './processing-errors';
import { ProcessingQueue } from './processing-queue';

const WAITING_STATES = new Set(['active', 'waiting', 'waiting-children', 'delayed', 'prioritized']);

/**
 * The uploads table is the truth about what must be processed; Redis only carries the work. Every
 * few seconds this finds unfinished uploads whose job is gone (Redis lost it, or the enqueue after
 * the upload failed) and queues them again, and closes those whose job BullMQ gave up on without
 * the pipeline recording why (a worker that kept dying mid-job).
 */
@Injectable()
export class ProcessingReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: ProcessingQueue,
    private readonly pipeline: DocumentPipeline,
    @Inject(SERVICE_CONFIG) private readonly config: DocumentProcessingEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.reconcile()
        .catch((error: unknown) => this.logger.warn({ err: error }, 'processing reconciliation failed'))
        .finally(() => (this.running = undefined));
    }, this.config.PROCESSING_RECONCILE_MS);
    this.timer.unref();
  }

  async reconcile(): Promise<number> {
    const unfinished = await this.dataSource.query<{ document_id: string; revision: number }[]>(
      `SELECT document_id, revision FROM uploads
        WHERE stage NOT IN ('READY', 'FAILED') AND updated_at < now() - make_interval(secs => $1)
        ORDER BY updated_at LIMIT 100`,
      [this.config.PROCESSING_RECONCILE_MS / 1000],
    );
    let repaired = 0;
    for (const { document_id: documentId, revision } of unfinished) {
      const job = await this.queue.job(documentId, revision);
      const state = job ? await job.getState() : 'missing';
      if (WAITING_STATES.has(state)) continue;
      if (state === 'failed') {
        const upload = await findUpload(this.dataSource.manager, documentId, revision);
        if (upload) await this.pipeline.fail(upload, TRANSIENT_FAILURE_REASON);
      } else {
        if (job && state === 'completed') await job.remove();
        await this.queue.add({ documentId, revision });
      }
      repaired += 1;
      this.logger.info({ documentId, revision, state }, 'processing job repaired');
    }
    return repaired;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
