import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, SettingsModule, type ServiceKernel, objectStorageProvider } from '@studyhub/platform';
import { WarmOfficeConverter } from './pipeline/conversion';
import { DocumentPipeline } from './processing/document-pipeline';
import { OFFICE_CONVERTER } from './processing/office-converter.port';
import { processingQueueProvider } from './processing/processing-queue';
import { ProcessingReconciler } from './processing/processing-reconciler';
import { ProcessingWorker } from './processing/processing-worker';
import { StudyFilePipeline } from './processing/study-file-pipeline';
import { StudyFileReconciler } from './processing/study-file-reconciler';
import type { DocumentProcessingEnv } from './document-processing.config';
import { documentSettings } from './settings/document-settings';

/** The document worker process: the processing pipeline's jobs run here, apart from the HTTP API. */
@Module({})
export class WorkerModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    const config = kernel.config as DocumentProcessingEnv;
    return {
      module: WorkerModule,
      // The worker applies the preview rule; the API process serves its admin routes.
      imports: [PlatformModule.forKernel(kernel), SettingsModule.forGroups([documentSettings], { adminRoutes: false })],
      providers: [
        objectStorageProvider,
        processingQueueProvider,
        {
          provide: OFFICE_CONVERTER,
          useFactory: () =>
            new WarmOfficeConverter({
              recycleAfter: config.OFFICE_RECYCLE_AFTER,
              timeoutMs: config.OFFICE_CONVERSION_TIMEOUT_MS,
            }),
        },
        DocumentPipeline,
        StudyFilePipeline,
        ProcessingWorker,
        ProcessingReconciler,
        StudyFileReconciler,
      ],
    };
  }
}
