import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DocumentListQuery, DocumentSummary } from '@studyhub/contracts';
import { FilterBrowseRepository } from '../browse/filter-browse.repository';
import type { BrowseFilters } from '../browse/filter-key';
import { loadDocumentSummaries } from '../documents/document-summaries';
import { SearchIndexService } from './index/search-index.service';
import { PostgresTextSearch } from './postgres-text-search';
import { queryTermsOf } from './search-terms';

export interface DocumentPage {
  documents: DocumentSummary[];
  total: number;
}

/**
 * GET /api/documents: approved documents with filters, sorts, pages and an exact total. Without
 * text, PostgreSQL with its kept counts answers; with text, the in-process index finds, counts
 * and orders the matches (PostgreSQL while the index warms up). Cards always come from PostgreSQL.
 */
@Injectable()
export class DocumentSearchRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly index: SearchIndexService,
    private readonly filterBrowse: FilterBrowseRepository,
    private readonly postgresText: PostgresTextSearch,
  ) {}

  async browse(query: DocumentListQuery): Promise<DocumentPage> {
    const filters: BrowseFilters = {
      document_type_id: query.document_type_id,
      subject_id: query.subject_id,
      university_id: query.university_id,
      course_id: query.course_id,
      textbook_id: query.textbook_id,
    };
    const offset = (query.page - 1) * query.limit;
    const hits =
      query.q === undefined
        ? await this.filterBrowse.page(filters, query.sort ?? 'newest', offset, query.limit)
        : await this.searchText(query.q, filters, query, offset);
    const cards = await loadDocumentSummaries(this.dataSource.manager, hits.ids);
    // A document withdrawn between the search and the card read is left out of the page.
    return { documents: cards.filter((card) => card.status === 'APPROVED'), total: hits.total };
  }

  private async searchText(
    text: string,
    filters: BrowseFilters,
    query: DocumentListQuery,
    offset: number,
  ): Promise<{ ids: string[]; total: number }> {
    const terms = queryTermsOf(text);
    if (terms.length === 0) return { ids: [], total: 0 };
    const sort = query.sort ?? 'relevance';
    const live = await this.index.current();
    if (live === null) return this.postgresText.search(terms, filters, sort, offset, query.limit);
    return live.documents.search({
      terms,
      filters: {
        typeId: filters.document_type_id,
        subjectId: filters.subject_id,
        universityId: filters.university_id,
        courseId: filters.course_id,
        textbookId: filters.textbook_id,
      },
      sort,
      offset,
      limit: query.limit,
    });
  }
}
