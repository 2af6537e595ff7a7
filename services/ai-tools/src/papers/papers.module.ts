import { Module, type OnModuleInit } from '@nestjs/common';
import { CITATION_STYLES } from '@studyhub/contracts';
import { objectStorageProvider } from '@studyhub/platform';
import { preloadCitationStyles } from '../citations';
import { LlmModule } from '../llm/llm.module';
import { MeteringModule } from '../metering/metering.module';
import { PaperGenerationController } from './generation/paper-generation.controller';
import { PaperGenerationService } from './generation/paper-generation.service';
import { PapersConsumer } from './papers.consumer';
import { PapersController } from './papers.controller';
import { PapersRepository } from './papers.repository';
import { PapersService } from './papers.service';
import { CrossrefSearch } from './sources/crossref-search';
import { DoiResolver } from './sources/doi-resolver';
import { PaperSourcesController } from './sources/paper-sources.controller';
import { PaperSourcesRepository } from './sources/paper-sources.repository';
import { PaperSourcesService } from './sources/paper-sources.service';
import { SourceFiles } from './sources/source-files';
import { SourceSearchService } from './sources/source-search.service';

@Module({
  imports: [LlmModule, MeteringModule],
  controllers: [PapersController, PaperSourcesController, PaperGenerationController],
  providers: [
    PapersService,
    PaperGenerationService,
    PapersRepository,
    PapersConsumer,
    PaperSourcesService,
    PaperSourcesRepository,
    DoiResolver,
    CrossrefSearch,
    SourceSearchService,
    SourceFiles,
    objectStorageProvider,
  ],
  exports: [PapersService, PaperSourcesService, PapersRepository],
})
export class PapersModule implements OnModuleInit {
  /**
   * Building the styles' engines blocks the thread for seconds (citeproc compiles synchronously):
   * done before the service listens, so it stalls no student's request, no health check and not
   * the LLM capability probe, which starts at bootstrap (it timed out behind this on a loaded machine).
   */
  async onModuleInit(): Promise<void> {
    await preloadCitationStyles(CITATION_STYLES);
  }
}
