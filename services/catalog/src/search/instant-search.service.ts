import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { SEARCH_LIMITS, type InstantSearchResponse } from '@studyhub/contracts';
import { LOGGER } from '@studyhub/platform';
import { HomeworkQuestionsRepository } from './homework-questions.repository';
import { SearchIndexService } from './index/search-index.service';
import { PostgresTextSearch } from './postgres-text-search';
import { queryTermsOf, type QueryTerm } from './search-terms';
import { SuggestionLabelsRepository } from './suggestion-labels.repository';

const EMPTY: InstantSearchResponse = { documents: [], questions: [] };
/** Extra candidates asked of the index, in case one was withdrawn since it last read the feed. */
const SPARE = 3;

/** The header's suggestions: at most 5 approved documents and 3 public questions. */
@Injectable()
export class InstantSearchService {
  constructor(
    private readonly index: SearchIndexService,
    private readonly labels: SuggestionLabelsRepository,
    private readonly postgres: PostgresTextSearch,
    private readonly questions: HomeworkQuestionsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Spec sections 5 and 8: a blank query never searches, and a failed search reads as empty lists. */
  async search(text: string): Promise<InstantSearchResponse> {
    const terms = queryTermsOf(text);
    if (terms.length === 0) return EMPTY;
    try {
      const live = await this.index.current();
      if (live === null) return await this.fromPostgres(terms);
      const documentIds = live.documents.suggest(terms, SEARCH_LIMITS.instantDocuments + SPARE);
      const questionIds = live.questions.suggest(terms, SEARCH_LIMITS.instantQuestions + SPARE);
      if (documentIds.length === 0 && questionIds.length === 0) return EMPTY;
      const found = await this.labels.read(documentIds, questionIds);
      return {
        documents: found.documents.slice(0, SEARCH_LIMITS.instantDocuments),
        questions: found.questions.slice(0, SEARCH_LIMITS.instantQuestions),
      };
    } catch (error) {
      this.logger.warn({ err: error }, 'instant search failed; answering empty lists');
      return EMPTY;
    }
  }

  private async fromPostgres(terms: readonly QueryTerm[]): Promise<InstantSearchResponse> {
    const [documents, questions] = await Promise.all([
      this.postgres.suggestDocuments(terms, SEARCH_LIMITS.instantDocuments),
      this.questions.suggest(terms, SEARCH_LIMITS.instantQuestions),
    ]);
    return { documents, questions };
  }
}
