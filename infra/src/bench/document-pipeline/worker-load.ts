import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  dropDatabase,
  serviceOptionsFrom,
  startService,
  withDatabase,
  type RunningService,
  type ServiceDefinition,
  type ServiceKernel,
} from '@studyhub/platform';
import {
  createTestTokenIssuer,
  testLogger,
  TEST_POSTGRES_URL,
  TEST_RABBITMQ_URL,
  TEST_REDIS_URL,
  uniqueSuffix,
} from '@studyhub/platform/testing';
import { deleteBrokerObjects } from '../broker-cleanup';
import { deadLetterQueueOf } from '@studyhub/platform';
import { DOCUMENT_DIST } from './document-dist';

interface WorkerModuleType {
  WorkerModule: { forKernel(kernel: ServiceKernel): unknown };
}

export interface LoadResult {
  /** Upload accepted to READY, one 100-page PDF at a time. */
  endToEndMs: number[];
  /** PDFs a minute for the whole batch, from the first upload to the last READY. */
  pdfsPerMinute: number;
  batchSize: number;
  batchSeconds: number;
  failed: number;
}

/** The API and one worker, as deployed (built code, real PostgreSQL, RabbitMQ, Redis, local storage). */
class PipelineStack {
  private constructor(
    readonly api: RunningService,
    readonly worker: RunningService,
    readonly sign: (userId: string) => Promise<string>,
    private readonly cleanup: () => Promise<void>,
  ) {}

  static async start(): Promise<PipelineStack> {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { documentProcessingService } = require(path.join(DOCUMENT_DIST, 'service')) as {
      documentProcessingService: ServiceDefinition;
    };
    const { WorkerModule } = require(path.join(DOCUMENT_DIST, 'worker.module')) as WorkerModuleType;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const suffix = uniqueSuffix();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-bench-pipeline-'));
    const databaseUrl = withDatabase(TEST_POSTGRES_URL, `studyhub_bench_documents_${suffix}`);
    const exchange = `studyhub.bench.documents.${suffix}`;
    const prefix = `studyhub.bench.${suffix}`;
    const tokens = await createTestTokenIssuer();
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RABBITMQ_URL: TEST_RABBITMQ_URL,
      REDIS_URL: TEST_REDIS_URL,
      RABBITMQ_EXCHANGE: exchange,
      DOCUMENT_PROCESSING_DATABASE_URL: databaseUrl,
      DOCUMENT_PROCESSING_PORT: '0',
      PROCESSING_QUEUE_PREFIX: prefix,
      OUTBOX_POLL_INTERVAL_MS: '200',
    };
    const options = serviceOptionsFrom(documentProcessingService, env);
    const api = await startService({ ...options, logger: testLogger('bench-api'), verifier: tokens.verifier });
    const worker = await startService({
      ...options,
      processName: 'document-worker',
      config: { ...options.config, port: 0 },
      logger: testLogger('bench-worker'),
      verifier: tokens.verifier,
      rootModule: (kernel) => WorkerModule.forKernel(kernel) as ReturnType<ServiceDefinition['rootModule']>,
    });
    const cleanup = async () => {
      const queues = [
        ...new Set([
          ...api.kernel.publisher.declaredQueues(),
          ...worker.kernel.publisher.declaredQueues(),
          ...api.kernel.consumer.queues(),
        ]),
      ];
      await worker.stop();
      await api.stop();
      await dropDatabase(databaseUrl);
      await deleteBrokerObjects(TEST_RABBITMQ_URL, {
        queues: queues.flatMap((queue) => [queue, deadLetterQueueOf(queue)]),
        exchanges: [exchange, `${exchange}.dlx`],
      });
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await rm(dataDir, { recursive: true, force: true });
    };
    return new PipelineStack(api, worker, (userId) => tokens.sign({ userId, role: 'user' }), cleanup);
  }

  /** A document the seller may upload to (the catalog's event, written straight into the read copy). */
  async document(sellerId: string): Promise<string> {
    const documentId = randomUUID();
    await this.api.kernel.dataSource.query(
      `INSERT INTO document_owners (document_id, seller_id, title, slug, status, updated_at)
       VALUES ($1, $2, 'Bench document', $3, 'PENDING', now())`,
      [documentId, sellerId, `bench-${documentId}`],
    );
    return documentId;
  }

  async upload(documentId: string, sellerId: string, bytes: Buffer, name: string): Promise<void> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`http://127.0.0.1:${this.api.port}/uploads/${documentId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await this.sign(sellerId)}` },
      body: form,
    });
    if (response.status !== 202) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  }

  /** Polls the uploads table (the status route reads the same row) until READY or FAILED. */
  async finished(documentIds: readonly string[], timeoutMs = 600_000): Promise<{ ready: number; failed: number }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await this.api.kernel.dataSource.query<{ ready: number; failed: number }[]>(
        `SELECT count(*) FILTER (WHERE stage = 'READY')::int AS ready, count(*) FILTER (WHERE stage = 'FAILED')::int AS failed
           FROM uploads WHERE document_id = ANY($1::uuid[])`,
        [documentIds],
      );
      if (row && row.ready + row.failed >= documentIds.length) return row;
      if (Date.now() > deadline) throw new Error('the batch did not finish in time');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  close(): Promise<void> {
    return this.cleanup();
  }
}

/**
 * Through the real worker: a 100-page PDF from accepted upload to READY, one at a time; then a
 * batch of mixed PDFs uploaded at once, for documents a minute.
 */
export async function measureWorker(
  hundredPages: string,
  batchFiles: readonly string[],
  endToEndRuns: number,
): Promise<LoadResult> {
  const stack = await PipelineStack.start();
  try {
    const seller = randomUUID();
    const hundred = await readFile(hundredPages);
    const warm = await stack.document(seller);
    await stack.upload(warm, seller, hundred, 'warm-up.pdf');
    await stack.finished([warm]);

    const endToEndMs: number[] = [];
    for (let run = 0; run < endToEndRuns; run += 1) {
      const documentId = await stack.document(seller);
      const started = performance.now();
      await stack.upload(documentId, seller, hundred, 'course.pdf');
      await stack.finished([documentId]);
      endToEndMs.push(performance.now() - started);
    }

    const files = await Promise.all(batchFiles.map((file) => readFile(file)));
    const ids = await Promise.all(files.map(() => stack.document(seller)));
    const started = performance.now();
    await Promise.all(ids.map((id, index) => stack.upload(id, seller, files[index]!, `batch-${index}.pdf`)));
    const outcome = await stack.finished(ids);
    const seconds = (performance.now() - started) / 1000;
    return {
      endToEndMs,
      pdfsPerMinute: (ids.length / seconds) * 60,
      batchSize: ids.length,
      batchSeconds: seconds,
      failed: outcome.failed,
    };
  } finally {
    await stack.close();
  }
}
