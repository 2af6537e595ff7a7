import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ApiError, UploadStatusResponse } from '@studyhub/contracts';
import {
  createObjectStorage,
  serviceOptionsFrom,
  startService,
  STORAGE_AREAS,
  type ObjectStorage,
  type RunningService,
} from '@studyhub/platform';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  testLogger,
  uniqueSuffix,
  waitFor,
  waitUntilHandled,
  TEST_REDIS_URL,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';
import { Redis } from 'ioredis';
import { documentProcessingService } from '../../src/service';
import { WorkerModule } from '../../src/worker.module';
import { envelopeOf } from './envelopes';

export interface StackOptions {
  env?: Record<string, string>;
  /** Start the in-process worker now (default true). */
  worker?: boolean;
}

export interface UploadAnswer {
  status: number;
  body: { data?: UploadStatusResponse } & Partial<ApiError>;
}

/**
 * The document-processing API and its worker on a fresh database, a private storage folder, a
 * queue prefix and an exchange of their own: what runs in production, wired for one test file.
 */
export class ProcessingStack {
  worker: RunningService | undefined;

  private constructor(
    readonly api: TestService,
    readonly tokens: TestTokenIssuer,
    readonly storage: ObjectStorage,
    readonly dataDir: string,
    readonly env: Record<string, string>,
  ) {}

  static async start(options: StackOptions = {}): Promise<ProcessingStack> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-processing-'));
    const tokens = await createTestTokenIssuer();
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PROCESSING_QUEUE_PREFIX: `studyhub.test.${uniqueSuffix()}`,
      PROCESSING_BACKOFF_MS: '200',
      PROCESSING_RECONCILE_MS: '1000',
      PROCESSING_LOCK_MS: '5000',
      UPLOAD_OWNERSHIP_WAIT_MS: '2000',
      ...options.env,
    };
    const api = await startTestService(documentProcessingService, { verifier: tokens.verifier, env });
    const stack = new ProcessingStack(api, tokens, createObjectStorage({ DATA_DIR: dataDir }), dataDir, {
      ...env,
      DOCUMENT_PROCESSING_DATABASE_URL: api.databaseUrl,
      RABBITMQ_EXCHANGE: api.exchange,
    });
    if (options.worker !== false) await stack.startWorker();
    return stack;
  }

  /** The variables a worker process needs to join this stack (for child processes). */
  workerEnv(): Record<string, string> {
    return {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'debug' : 'silent',
      REDIS_URL: this.env.REDIS_URL ?? TEST_REDIS_URL,
      DOCUMENT_WORKER_PORT: '0',
      OUTBOX_POLL_INTERVAL_MS: '200',
      ...this.env,
    };
  }

  async startWorker(): Promise<RunningService> {
    const options = serviceOptionsFrom(documentProcessingService, { ...process.env, ...this.workerEnv() });
    this.worker = await startService({
      ...options,
      processName: 'document-worker',
      config: { ...options.config, port: 0 },
      logger: testLogger('document-worker'),
      verifier: this.tokens.verifier,
      rootModule: (kernel) => WorkerModule.forKernel(kernel),
    });
    return this.worker;
  }

  async stopWorker(): Promise<void> {
    await this.worker?.stop();
    this.worker = undefined;
  }

  /** A document the catalog announced for `sellerId`, known to the read copy before returning. */
  async submitDocument(sellerId: string = randomUUID()): Promise<{ documentId: string; sellerId: string }> {
    const documentId = randomUUID();
    const event = envelopeOf('document.submitted.v1', {
      documentId,
      sellerId,
      title: `Notes ${documentId.slice(0, 8)}`,
      slug: `notes-${documentId.slice(0, 8)}`,
      pointsPrice: 50,
    });
    await publishEvent(this.api, event);
    await waitUntilHandled(this.api, event.id);
    return { documentId, sellerId };
  }

  async token(userId: string, role: 'user' | 'admin' = 'user'): Promise<string> {
    return this.tokens.sign({ userId, role });
  }

  async upload(documentId: string, as: string, bytes: Buffer, fileName: string): Promise<UploadAnswer> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await fetch(`${this.api.baseUrl}/uploads/${documentId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await this.token(as)}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
  }

  async status(documentId: string, as: string): Promise<UploadStatusResponse> {
    const response = await fetch(`${this.api.baseUrl}/uploads/${documentId}/status`, {
      headers: { authorization: `Bearer ${await this.token(as)}` },
    });
    if (response.status !== 200) throw new Error(`status answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: UploadStatusResponse }).data;
  }

  /** Waits until the newest revision is READY or FAILED. */
  async finished(documentId: string, as: string, timeoutMs = 60_000): Promise<UploadStatusResponse> {
    return waitFor(
      `document ${documentId} processed`,
      async () => {
        const status = await this.status(documentId, as);
        return status.stage === 'READY' || status.stage === 'FAILED' ? status : undefined;
      },
      { timeoutMs, intervalMs: 100 },
    );
  }

  /** Every stored file of a document, as `<area>/<key>`. */
  async storedFiles(documentId: string): Promise<string[]> {
    const files: string[] = [];
    for (const area of STORAGE_AREAS) {
      for (const object of await this.storage.list(area, `${documentId}/`)) files.push(`${area}/${object.key}`);
    }
    return files.sort();
  }

  async outboxEvents(type: string): Promise<{ data: Record<string, unknown> }[]> {
    const rows = await this.api.kernel.dataSource.query<{ envelope: { data: Record<string, unknown> } }[]>(
      `SELECT envelope FROM outbox WHERE event_type = $1 ORDER BY id`,
      [type],
    );
    return rows.map((row) => row.envelope);
  }

  async close(): Promise<void> {
    await this.stopWorker();
    await clearQueueKeys(this.env.REDIS_URL ?? TEST_REDIS_URL, this.env.PROCESSING_QUEUE_PREFIX!);
    await this.api.close();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

/** The queue's keys in Redis, all under the stack's own prefix. */
export async function clearQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
