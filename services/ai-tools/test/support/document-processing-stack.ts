import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import type { EventEnvelope, UploadStatusResponse } from '@studyhub/contracts';
import {
  serviceOptionsFrom,
  startService,
  type RunningService,
  type ServiceDefinition,
  type ServiceKernel,
} from '@studyhub/platform';
import {
  createTestTokenIssuer,
  publishEvent,
  startTestService,
  testLogger,
  uniqueSuffix,
  waitFor,
  waitUntilHandled,
  type TestService,
  type TestTokenIssuer,
} from '@studyhub/platform/testing';

/** The built document-processing service (ai-tools does not depend on the service package). */
const DIST = path.resolve(__dirname, '..', '..', '..', 'document-processing', 'dist');

interface DocumentProcessingDist {
  service: ServiceDefinition;
  workerModule: { forKernel(kernel: ServiceKernel): DynamicModule };
}

function loadDist(): DocumentProcessingDist {
  if (!existsSync(path.join(DIST, 'service.js'))) {
    throw new Error(`no built document-processing in ${DIST}: run npx tsc -b services/document-processing/tsconfig.build.json`);
  }
  const load = createRequire(__filename);
  const { documentProcessingService } = load(path.join(DIST, 'service.js')) as { documentProcessingService: ServiceDefinition };
  const { WorkerModule } = load(path.join(DIST, 'worker.module.js')) as {
    WorkerModule: DocumentProcessingDist['workerModule'];
  };
  return { service: documentProcessingService, workerModule: WorkerModule };
}

function envelopeOf(type: string, data: unknown): EventEnvelope {
  return {
    id: randomUUID(),
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    producer: 'catalog',
    correlationId: randomUUID(),
    causationId: null,
    data,
  };
}

/**
 * The real document-processing API and worker (built), on a fresh database, a private storage
 * folder and queue prefix, and an exchange ai-tools can share: uploads are processed into the
 * page-numbered text ai-tools reads, and their document.processed.v1 reaches ai-tools' queue.
 */
export class DocumentProcessingStack {
  private constructor(
    readonly api: TestService,
    private readonly worker: RunningService,
    private readonly tokens: TestTokenIssuer,
    private readonly dataDir: string,
  ) {}

  static async start(env: Record<string, string>): Promise<DocumentProcessingStack> {
    const dist = loadDist();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhub-ai-tools-processing-'));
    const tokens = await createTestTokenIssuer();
    const stackEnv: Record<string, string> = {
      DATA_DIR: dataDir,
      PROCESSING_QUEUE_PREFIX: `studyhub.test.${uniqueSuffix()}`,
      PROCESSING_BACKOFF_MS: '200',
      PROCESSING_RECONCILE_MS: '1000',
      UPLOAD_OWNERSHIP_WAIT_MS: '2000',
      ...env,
    };
    const api = await startTestService(dist.service, { verifier: tokens.verifier, env: stackEnv });
    const options = serviceOptionsFrom(dist.service, {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOGS === '1' ? 'debug' : 'silent',
      DOCUMENT_WORKER_PORT: '0',
      OUTBOX_POLL_INTERVAL_MS: '200',
      ...stackEnv,
      DOCUMENT_PROCESSING_DATABASE_URL: api.databaseUrl,
      RABBITMQ_EXCHANGE: api.exchange,
    });
    const worker = await startService({
      ...options,
      processName: 'document-worker',
      config: { ...options.config, port: 0 },
      logger: testLogger('document-worker'),
      verifier: tokens.verifier,
      rootModule: (kernel) => dist.workerModule.forKernel(kernel),
    });
    return new DocumentProcessingStack(api, worker, tokens, dataDir);
  }

  /** Uploads a PDF for a new document of `sellerId` and waits until it is processed. */
  async processedDocument(pdf: Buffer, sellerId: string = randomUUID()): Promise<{ documentId: string; sellerId: string }> {
    const documentId = randomUUID();
    const submitted = envelopeOf('document.submitted.v1', {
      documentId,
      sellerId,
      title: `Notes ${documentId.slice(0, 8)}`,
      slug: `notes-${documentId.slice(0, 8)}`,
      pointsPrice: 50,
    });
    await publishEvent(this.api, submitted);
    await waitUntilHandled(this.api, submitted.id);
    const token = await this.tokens.sign({ userId: sellerId });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), 'notes.pdf');
    const upload = await fetch(`${this.api.baseUrl}/uploads/${documentId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const status = await waitFor(
      `document ${documentId} processed`,
      async () => {
        const response = await fetch(`${this.api.baseUrl}/uploads/${documentId}/status`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const { data } = (await response.json()) as { data: UploadStatusResponse };
        return data.stage === 'READY' || data.stage === 'FAILED' ? data : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    if (status.stage !== 'READY') throw new Error(`document ${documentId} ended ${status.stage}`);
    return { documentId, sellerId };
  }

  async close(): Promise<void> {
    await this.worker.stop();
    await this.api.close();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}
