import 'reflect-metadata';
import { loadConfig, portSchema, runServiceProcess, serviceOptionsFrom } from '@studyhub/platform';
import { z } from 'zod';
import { documentProcessingService } from './service';
import { WorkerModule } from './worker.module';

const workerEnvSchema = z.object({ DOCUMENT_WORKER_PORT: portSchema.default(4115) });

runServiceProcess(() => {
  const options = serviceOptionsFrom(documentProcessingService);
  const { DOCUMENT_WORKER_PORT } = loadConfig(workerEnvSchema);
  return {
    ...options,
    processName: 'document-worker',
    config: { ...options.config, port: DOCUMENT_WORKER_PORT },
    rootModule: (kernel) => WorkerModule.forKernel(kernel),
  };
});
