import { Module } from '@nestjs/common';
import { AdminAudit } from '@studyhub/platform';
import { SearchModule } from '../search/search.module';
import { AdminDocumentsController } from './admin-documents.controller';
import { DocumentsController } from './documents.controller';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService } from './documents.service';
import { LibraryController } from './library.controller';
import { LibraryService } from './library.service';
import { ModerationService } from './moderation.service';
import { ReportTakedownsConsumer } from './report-takedowns.consumer';
import { UploadsSwitchConsumer } from './uploads-switch';
import { SimilarityFlagsConsumer } from './similarity-flags.consumer';

@Module({
  imports: [SearchModule],
  controllers: [DocumentsController, AdminDocumentsController, LibraryController],
  providers: [
    DocumentsRepository,
    DocumentsService,
    ModerationService,
    AdminAudit,
    LibraryService,
    SimilarityFlagsConsumer,
    ReportTakedownsConsumer,
    UploadsSwitchConsumer,
  ],
})
export class DocumentsModule {}
