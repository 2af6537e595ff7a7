import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  HOMEWORK_ANSWER_MAX_WORDS,
  writingCost,
  type ApiList,
  type AskHomeworkQuestionRequest,
  type EVENT_CATALOG,
  type HomeworkAnswer,
  type HomeworkQuestionDetail,
  type HomeworkQuestionSummary,
  type PaginationQuery,
} from '@studyhub/contracts';
import { AppError, OutboxWriter, type RequestContext } from '@studyhub/platform';
import { LlmCallError } from '../llm/llm-call-error';
import { LlmGateway } from '../llm/llm-gateway.service';
import { LlmErrors } from '../llm/llm.errors';
import { PointsMeter } from '../metering/points-meter';
import { PlagiarismCorpus } from '../plagiarism/corpus/plagiarism-corpus.service';
import { checkAnswer, wordsWritten } from './checked-answer';
import { parseHomeworkAnswer } from './homework-answer-parser';
import type { HomeworkAnswerEntity } from './homework-answer.entity';
import { HomeworkErrors } from './homework.errors';
import { engineOf, homeworkDetailOf, homeworkSummaryOf } from './homework.mapper';
import { HOMEWORK_ANSWER_JSON_SCHEMA, HOMEWORK_MAX_TOKENS, homeworkMessages } from './homework-prompt';
import { HomeworkRepository } from './homework.repository';
import { homeworkSlugOf } from './homework-slug';

export interface HomeworkCall {
  userId: string;
  /** The action's id: the client's Idempotency-Key, else a fresh one. */
  key: string;
  /** The client went away. */
  signal: AbortSignal;
  context: RequestContext;
}

interface ModelAnswer {
  answer: HomeworkAnswer;
  words: number;
  model: string;
}

/** Low: a worked solution should be the most likely one, not a creative one. */
const HOMEWORK_TEMPERATURE = 0.2;

/**
 * The homework helper: a student's question answered step by step by the model, each checkable
 * step verified by the math engine, billed at the writing rate for the words written (ADR 0016).
 * A public question is announced to catalog, which adds it to the public bank, and joins the
 * plagiarism checker's corpus in the same transaction (it leaves both when made private or deleted).
 */
@Injectable()
export class HomeworkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    private readonly questions: HomeworkRepository,
    private readonly llm: LlmGateway,
    private readonly meter: PointsMeter,
    private readonly plagiarismCorpus: PlagiarismCorpus,
  ) {}

  async ask(request: AskHomeworkQuestionRequest, call: HomeworkCall): Promise<HomeworkQuestionDetail> {
    // Before any hold: a server without a model takes no points.
    if (!this.llm.isConfigured) throw LlmErrors.LLM_NOT_CONFIGURED();
    const { result, charged } = await this.meter.run(
      {
        userId: call.userId,
        feature: 'homework.answer',
        // The most an answer may cost: its longest at the writing rate in force.
        holdPoints: (prices) => writingCost(HOMEWORK_ANSWER_MAX_WORDS, prices),
        quotedPoints: request.quoted_points,
        description: 'Homework helper: step-by-step answer',
        key: call.key,
        signal: call.signal,
        correlationId: call.context.correlationId,
        metadata: { max_words: HOMEWORK_ANSWER_MAX_WORDS, has_image: Boolean(request.image) },
      },
      (signal) => this.answer(request, call.userId, signal),
      // The words written, never more than the hold's: a model that overshoots does so at our cost.
      (answered, prices) => writingCost(Math.min(Math.max(answered.words, 1), HOMEWORK_ANSWER_MAX_WORDS), prices),
    );
    const id = randomUUID();
    const row: HomeworkAnswerEntity = {
      id,
      slug: homeworkSlugOf(request.question, id),
      userId: call.userId,
      question: request.question,
      formattedQuestion: request.formatted_question ?? null,
      subjectId: request.subject_id ?? null,
      isPublic: request.is_public,
      bankQuestionId: request.bank_question_id ?? null,
      bankQuestionSlug: request.bank_question_slug ?? null,
      answer: result.answer,
      engine: engineOf(result.answer),
      model: result.model,
      pointsCharged: charged,
      createdAt: new Date(),
    };
    // Stored after the capture: a failed model call leaves no row. The gap (charged, then the
    // database fails) cannot be compensated here; it is logged by the error filter with the key.
    const saved = await this.dataSource.transaction(async (manager) => {
      const inserted = await this.questions.insert(manager, row);
      if (inserted.isPublic) await this.publish(manager, inserted, call.context);
      return inserted;
    });
    return homeworkDetailOf(saved, call.userId);
  }

  async list(userId: string, query: PaginationQuery): Promise<ApiList<HomeworkQuestionSummary>> {
    const { rows, total } = await this.questions.listOwned(this.dataSource.manager, userId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { data: rows.map(homeworkSummaryOf), meta: { page: query.page, limit: query.limit, total } };
  }

  /** Public questions to anyone; a private one only to its asker; otherwise not found. */
  async get(slug: string, viewerId: string | undefined): Promise<HomeworkQuestionDetail> {
    const row = await this.questions.findBySlug(this.dataSource.manager, slug);
    if (!row || (!row.isPublic && row.userId !== viewerId)) throw HomeworkErrors.HOMEWORK_QUESTION_NOT_FOUND();
    return homeworkDetailOf(row, viewerId);
  }

  async setVisibility(
    userId: string,
    slug: string,
    isPublic: boolean,
    context: RequestContext,
  ): Promise<HomeworkQuestionDetail> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.questions.lockOwned(manager, userId, slug);
      if (!row) throw HomeworkErrors.HOMEWORK_QUESTION_NOT_FOUND();
      if (row.isPublic !== isPublic) {
        await this.questions.setPublic(manager, row.id, isPublic);
        row.isPublic = isPublic;
        if (isPublic) await this.publish(manager, row, context);
        else await this.unpublish(manager, row, context);
      }
      return homeworkDetailOf(row, userId);
    });
  }

  async delete(userId: string, slug: string, context: RequestContext): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.questions.lockOwned(manager, userId, slug);
      if (!row) throw HomeworkErrors.HOMEWORK_QUESTION_NOT_FOUND();
      await this.questions.delete(manager, row.id);
      if (row.isPublic) await this.unpublish(manager, row, context);
    });
  }

  private async unpublish(manager: EntityManager, row: HomeworkAnswerEntity, context: RequestContext): Promise<void> {
    await this.plagiarismCorpus.remove(manager, 'question', row.id);
    await this.outbox.append(manager, 'homework-question.unpublished.v1', { id: row.id }, { context });
  }

  private async publish(manager: EntityManager, row: HomeworkAnswerEntity, context: RequestContext): Promise<void> {
    await this.plagiarismCorpus.addQuestion(manager, row);
    await this.outbox.append(
      manager,
      'homework-question.published.v1',
      {
        id: row.id,
        slug: row.slug,
        question: row.question,
        formatted_question: row.formattedQuestion,
        subject_id: row.subjectId,
        user_id: row.userId,
        created_at: row.createdAt.toISOString(),
        bank_question_id: row.bankQuestionId,
        bank_question_slug: row.bankQuestionSlug,
      },
      { context },
    );
  }

  /** Structured output where the endpoint has it; otherwise the prompt asks for the same JSON. */
  private async answer(request: AskHomeworkQuestionRequest, userId: string, signal: AbortSignal): Promise<ModelAnswer> {
    const { capabilities } = await this.llm.status();
    let reply;
    try {
      reply = await this.llm.generate({
        userId,
        feature: 'homework',
        messages: homeworkMessages({
          question: request.question,
          formattedQuestion: request.formatted_question,
          imageDataUrl: request.image,
        }),
        maxTokens: HOMEWORK_MAX_TOKENS,
        temperature: HOMEWORK_TEMPERATURE,
        ...(capabilities.jsonSchema ? { jsonSchema: HOMEWORK_ANSWER_JSON_SCHEMA } : {}),
        signal,
      });
    } catch (error) {
      if (request.image && isRefusal(error)) throw HomeworkErrors.HOMEWORK_IMAGE_UNREADABLE({ cause: error });
      throw error;
    }
    const parsed = parseHomeworkAnswer(reply.text);
    if (!parsed) throw HomeworkErrors.HOMEWORK_NO_ANSWER();
    return { answer: checkAnswer(parsed), words: wordsWritten(parsed), model: reply.model };
  }
}

/** The endpoint refused the request itself (4xx other than 429): with an image, it cannot read one. */
function isRefusal(error: unknown): boolean {
  return error instanceof AppError && error.cause instanceof LlmCallError && error.cause.kind === 'rejected';
}
