import { Module } from '@nestjs/common';
import { objectStorageProvider } from '@studyhub/platform';
import { FileUrlsController } from '../files/file-urls.controller';
import { FileUrlsService } from '../files/file-urls.service';
import { DocumentAccess } from '../ownership/document-access';
import { OwnershipConsumer } from '../ownership/ownership.consumer';
import { processingQueueProvider } from '../processing/processing-queue';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** The HTTP side of document supply: receiving files, their status, signed file URLs. */
@Module({
  controllers: [UploadsController, FileUrlsController],
  providers: [
    objectStorageProvider,
    processingQueueProvider,
    DocumentAccess,
    OwnershipConsumer,
    UploadsService,
    FileUrlsService,
  ],
})
export class UploadsModule {}
