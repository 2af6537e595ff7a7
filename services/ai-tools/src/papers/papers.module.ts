import { Module } from '@nestjs/common';
import { objectStorageProvider } from '@studyhub/platform';
import { PapersConsumer } from './papers.consumer';
import { PapersController } from './papers.controller';
import { PapersRepository } from './papers.repository';
import { PapersService } from './papers.service';
import { DoiResolver } from './sources/doi-resolver';
import { PaperSourcesController } from './sources/paper-sources.controller';
import { PaperSourcesRepository } from './sources/paper-sources.repository';
import { PaperSourcesService } from './sources/paper-sources.service';
import { SourceFiles } from './sources/source-files';

@Module({
  controllers: [PapersController, PaperSourcesController],
  providers: [
    PapersService,
    PapersRepository,
    PapersConsumer,
    PaperSourcesService,
    PaperSourcesRepository,
    DoiResolver,
    SourceFiles,
    objectStorageProvider,
  ],
  exports: [PapersService, PaperSourcesService, PapersRepository],
})
export class PapersModule {}
