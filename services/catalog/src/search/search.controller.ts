import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  homeworkQuestionListQuerySchema,
  instantSearchQuerySchema,
  type ApiData,
  type ApiList,
  type HomeworkQuestionResponse,
  type InstantSearchResponse,
} from '@studyhub/contracts';
import { AppError, Public, parseInput } from '@studyhub/platform';
import { InstantSearchService } from './instant-search.service';
import { HomeworkQuestionsRepository } from './homework-questions.repository';

@Controller()
export class SearchController {
  constructor(
    private readonly instant: InstantSearchService,
    private readonly questions: HomeworkQuestionsRepository,
  ) {}

  /** The header's suggestions: at most 5 documents and 3 questions; a blank query answers empty lists. */
  @Public()
  @Get('search/instant')
  async instantSearch(@Query() query: unknown): Promise<ApiData<InstantSearchResponse>> {
    const { q } = parseInput(instantSearchQuerySchema, query);
    return { data: await this.instant.search(q) };
  }

  @Public()
  @Get('homework-questions')
  async listQuestions(@Query() query: unknown): Promise<ApiList<HomeworkQuestionResponse>> {
    const filter = parseInput(homeworkQuestionListQuerySchema, query);
    const { questions, total } = await this.questions.search(filter);
    return { data: questions, meta: { page: filter.page, limit: filter.limit, total } };
  }

  @Public()
  @Get('homework-questions/:slug')
  async getQuestion(@Param('slug') slug: string): Promise<ApiData<HomeworkQuestionResponse>> {
    const question = await this.questions.findPublicBySlug(slug);
    if (!question) throw AppError.of('NOT_FOUND', 'Question not found');
    return { data: question };
  }
}
