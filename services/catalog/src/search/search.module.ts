import { Module } from '@nestjs/common';
import { FilterBrowseRepository } from '../browse/filter-browse.repository';
import { DocumentSearchRepository } from './document-search.repository';
import { HomeworkQuestionsRepository } from './homework-questions.repository';
import { SearchIndexService } from './index/search-index.service';
import { InstantSearchService } from './instant-search.service';
import { PostgresTextSearch } from './postgres-text-search';
import { SearchController } from './search.controller';
import { SuggestionLabelsRepository } from './suggestion-labels.repository';

/** Browse, text search, suggestions and homework questions, over the in-process index (ADR 0011). */
@Module({
  controllers: [SearchController],
  providers: [
    SearchIndexService,
    FilterBrowseRepository,
    PostgresTextSearch,
    DocumentSearchRepository,
    HomeworkQuestionsRepository,
    SuggestionLabelsRepository,
    InstantSearchService,
  ],
  exports: [DocumentSearchRepository, SearchIndexService],
})
export class SearchModule {}
