import multipart from '@fastify/multipart';
import type { ServiceDefinition } from '@studyhub/platform';
import { AppModule } from './app.module';
import { documentProcessingEnvShape, type DocumentProcessingEnv } from './document-processing.config';
import { MIGRATIONS } from './migrations';
import { uploadLimits } from './pipeline/validation';

/** The document-processing service: uploads, storage and the processing pipeline. */
export const documentProcessingService: ServiceDefinition = {
  service: 'document-processing',
  env: documentProcessingEnvShape,
  migrations: MIGRATIONS,
  rootModule: (kernel) => AppModule.forKernel(kernel),
  configureHttp: async (app, kernel) => {
    const { maxUploadBytes } = uploadLimits((kernel.config as DocumentProcessingEnv).DOCUMENT_MAX_UPLOAD_MB);
    await app.register(multipart, { limits: { files: 1, fields: 5, parts: 6, fileSize: maxUploadBytes } });
  },
};
