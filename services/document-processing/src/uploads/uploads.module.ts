import { Module } from '@nestjs/common';
import { objectStorageProvider } from '@studyhub/platform';
import { DocumentTextService } from '../document-text/document-text.service';
import { InternalDocumentTextController } from '../document-text/internal-document-text.controller';
import { FileUrlsController } from '../files/file-urls.controller';
import { FileUrlsService } from '../files/file-urls.service';
import { DocumentAccess } from '../ownership/document-access';
import { OwnershipConsumer } from '../ownership/ownership.consumer';
import { processingQueueProvider } from '../processing/processing-queue';
import { UploadsGate } from '../settings/uploads-gate';
import { UploadsStatusController } from '../settings/uploads-status.controller';
import { UploadsSwitchAnnouncer } from '../settings/uploads-switch-announcer';
import { StudyFilesAccountConsumer } from '../study-files/study-files-account.consumer';
import { StudyFilesController } from '../study-files/study-files.controller';
import { StudyFilesService } from '../study-files/study-files.service';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/**
 * The HTTP side of document supply: receiving files (sellers' documents and students' study files),
 * their status, signed file URLs, their text for ai-tools, and whether uploads are open.
 */
@Module({
  controllers: [
    UploadsStatusController,
    UploadsController,
    FileUrlsController,
    StudyFilesController,
    InternalDocumentTextController,
  ],
  providers: [
    objectStorageProvider,
    processingQueueProvider,
    DocumentAccess,
    OwnershipConsumer,
    UploadsGate,
    UploadsSwitchAnnouncer,
    UploadsService,
    FileUrlsService,
    StudyFilesService,
    StudyFilesAccountConsumer,
    DocumentTextService,
  ],
})
export class UploadsModule {}
