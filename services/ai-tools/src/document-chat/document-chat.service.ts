import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import {
  documentChatQuestionCharge,
  type ApiList,
  type CreateDocumentChatSessionRequest,
  type DocumentChatAnswer,
  type DocumentChatReply,
  type DocumentChatSessionDetail,
  type DocumentChatSessionSummary,
  type DocumentTextResponse,
  type PaginationQuery,
} from '@studyhub/contracts';
import { AppError, LOGGER, isActiveAdmin, type Principal, type RequestContext } from '@studyhub/platform';
import { DocumentTextClient } from '../documents-text';
import { LlmGateway } from '../llm/llm-gateway.service';
import { PointsMeter } from '../metering/points-meter';
import { embedPassages, embedQuestion } from './chunk-embeddings';
import { DocumentChatErrors } from './document-chat.errors';
import { messageOf, sessionDetailOf, sessionSummaryOf } from './document-chat.mapper';
import type { ChatMessageRecord, ChatSessionRecord, SessionChunk } from './document-chat.records';
import { DocumentChatRepository } from './document-chat.repository';
import { sanitizeDocumentText } from './document-text-sanitizer';
import { extractiveAnswerOf } from './extractive-answer';
import { groundedAnswerOf, notFoundAnswer, parseModelReply } from './grounded-answer';
import { PassageRetrieval } from './passage-retrieval';
import type { RetrievedPassage } from './retrieved-passage';
import {
  DOCUMENT_CHAT_ANSWER_JSON_SCHEMA,
  DOCUMENT_CHAT_MAX_TOKENS,
  documentChatMessages,
  newBoundary,
  type PromptPassage,
} from './spotlight';

export interface ChatCall {
  userId: string;
  /** The request's id: the client's Idempotency-Key, else a fresh one. */
  key: string;
  /** The client went away. */
  signal: AbortSignal;
  context: RequestContext;
  /** What the page said the question costs (`quoted_points`). */
  quotedPoints?: number | undefined;
}

/** Earlier turns the model sees, for follow-up questions. */
const HISTORY_TURNS = 3;
/** Low: an answer should restate the passages, not vary them. */
const CHAT_TEMPERATURE = 0.1;
/**
 * A question mark older than this is a request that died without clearing it (the hold it took
 * expired after 300 s too): the next question takes the session over.
 */
const STALE_QUESTION_SECONDS = 330;

/**
 * Document chat (ADR 0020): sessions over a document or study file the student may read, whose
 * passages are copied in at the start; questions answered from the retrieved passages, by the model
 * (spotlighted, checked for grounding) or, with no model configured, by quoting them. Priced by the
 * spec's formula, charged through PointsMeter at the questions that add to the session's cost.
 */
@Injectable()
export class DocumentChatService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: DocumentChatRepository,
    private readonly retrieval: PassageRetrieval,
    private readonly documents: DocumentTextClient,
    private readonly llm: LlmGateway,
    private readonly meter: PointsMeter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(
    request: CreateDocumentChatSessionRequest,
    principal: Principal,
    context: RequestContext,
  ): Promise<DocumentChatSessionDetail> {
    const userId = principal.userId;
    const text = await this.sourceText(request, principal, context);
    const passages = text.chunks
      .map((chunk) => ({ ...chunk, text: sanitizeDocumentText(chunk.text).replace(/\s+/g, ' ').trim() }))
      .filter((chunk) => chunk.text !== '');
    if (passages.length === 0) throw DocumentChatErrors.CHAT_NO_TEXT();
    const embeddings = await embedPassages(this.llm, this.logger, {
      userId,
      texts: passages.map((passage) => passage.text),
    });
    const now = new Date();
    const session: ChatSessionRecord = {
      id: randomUUID(),
      userId,
      sourceKind: text.source.kind,
      sourceId: text.source.id,
      title: text.source.title,
      pageCount: text.source.pageCount,
      hasEmbeddings: embeddings !== null,
      embeddingsModel: embeddings?.model ?? null,
      questionsAsked: 0,
      pointsCharged: 0,
      createdAt: now,
      updatedAt: now,
    };
    const chunks: SessionChunk[] = passages.map((passage, at) => ({
      index: passage.index,
      pageFrom: passage.pageFrom,
      pageTo: passage.pageTo,
      text: passage.text,
      embedding: embeddings?.vectors[at] ?? null,
    }));
    await this.dataSource.transaction(async (manager) => {
      await this.sessions.insertSession(manager, session);
      await this.sessions.insertChunks(manager, session.id, chunks);
    });
    return sessionDetailOf(session, [], await this.meter.prices());
  }

  async list(userId: string, query: PaginationQuery): Promise<ApiList<DocumentChatSessionSummary>> {
    const prices = await this.meter.prices();
    const { rows, total } = await this.sessions.listOwned(this.dataSource.manager, userId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      data: rows.map((row) => sessionSummaryOf(row.session, row.lastMessage, prices)),
      meta: { page: query.page, limit: query.limit, total },
    };
  }

  async get(userId: string, id: string): Promise<DocumentChatSessionDetail> {
    const session = await this.sessions.findOwned(this.dataSource.manager, userId, id);
    if (!session) throw DocumentChatErrors.CHAT_NOT_FOUND();
    return sessionDetailOf(
      session,
      await this.sessions.messagesOf(this.dataSource.manager, id),
      await this.meter.prices(),
    );
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.sessions.deleteOwned(this.dataSource.manager, userId, id))) {
      throw DocumentChatErrors.CHAT_NOT_FOUND();
    }
  }

  /**
   * One question: marked in flight (one at a time per session), charged when it adds to the
   * session's cost (a hold first, so 402 comes before any work), answered, then stored and counted
   * with its answer. A failure releases the hold and counts nothing.
   */
  async ask(sessionId: string, content: string, call: ChatCall): Promise<DocumentChatReply> {
    const question = sanitizeDocumentText(content).replace(/\s+/g, ' ').trim();
    if (question === '') throw AppError.of('VALIDATION_FAILED', 'Type a question.');
    const manager = this.dataSource.manager;
    const begun = await this.sessions.beginQuestion(manager, call.userId, sessionId, STALE_QUESTION_SECONDS);
    if (!begun) {
      const exists = await this.sessions.findOwned(manager, call.userId, sessionId);
      throw exists ? DocumentChatErrors.CHAT_BUSY() : DocumentChatErrors.CHAT_NOT_FOUND();
    }
    try {
      const session = (await this.sessions.findOwned(manager, call.userId, sessionId))!;
      const questionNumber = begun.questionsAsked + 1;
      // Which questions charge does not depend on the prices (each is at least 1 point), only what they charge.
      const isCharged = documentChatQuestionCharge(questionNumber) > 0;
      const work = (signal: AbortSignal) => this.answer(session, question, call.userId, signal);
      const { answer, charged, prices } = isCharged
        ? await this.meter
            .run(
              {
                userId: call.userId,
                feature: 'document_chat.question',
                holdPoints: (inForce) => documentChatQuestionCharge(questionNumber, inForce),
                quotedPoints: call.quotedPoints,
                type: 'document_chat',
                description:
                  questionNumber === 1
                    ? `Document chat: ${session.title}`
                    : `Document chat: question ${questionNumber} in ${session.title}`,
                key: `${session.id}:${questionNumber}:${call.key}`,
                signal: call.signal,
                correlationId: call.context.correlationId,
                metadata: { session_id: session.id, question_number: questionNumber },
              },
              work,
              (_, inForce) => documentChatQuestionCharge(questionNumber, inForce),
            )
            .then((metered) => ({ answer: metered.result, charged: metered.charged, prices: metered.prices }))
        : { answer: await work(call.signal), charged: 0, prices: await this.meter.prices() };
      const asked = new Date();
      const userMessage: ChatMessageRecord = {
        id: randomUUID(),
        sessionId,
        questionNumber,
        role: 'user',
        content: question,
        answer: null,
        pointsCharged: charged,
        createdAt: asked,
      };
      const reply: ChatMessageRecord = {
        ...userMessage,
        id: randomUUID(),
        role: 'assistant',
        content: answer.content,
        answer,
        pointsCharged: 0,
        createdAt: new Date(asked.getTime() + 1),
      };
      // Stored after the capture: a failed answer leaves no row. The gap (charged, then the database
      // fails) cannot be compensated here; the error filter logs it with the request's key.
      await this.dataSource.transaction((inner) => this.sessions.recordTurn(inner, userMessage, reply, charged));
      return {
        message: messageOf(userMessage),
        answer,
        reply: messageOf(reply),
        points_charged: charged,
        next_question_cost: documentChatQuestionCharge(questionNumber + 1, prices),
      };
    } catch (error) {
      await this.sessions.abandonQuestion(manager, sessionId);
      throw error;
    }
  }

  private async sourceText(
    request: CreateDocumentChatSessionRequest,
    principal: Principal,
    context: RequestContext,
  ): Promise<DocumentTextResponse> {
    if ('document_id' in request) {
      return this.documents.documentChunks(
        request.document_id,
        { userId: principal.userId, isAdmin: isActiveAdmin(principal) },
        context.correlationId,
      );
    }
    return this.documents.studyFileChunks(request.study_file_id, principal.userId, context.correlationId);
  }

  /** Retrieval, then the model's grounded answer, the quoted passages without a model, or 'not found'. */
  private async answer(
    session: ChatSessionRecord,
    question: string,
    userId: string,
    signal: AbortSignal,
  ): Promise<DocumentChatAnswer> {
    const vector =
      session.hasEmbeddings && session.embeddingsModel
        ? await embedQuestion(this.llm, this.logger, { userId, question, model: session.embeddingsModel, signal })
        : null;
    const retrieval = await this.retrieval.retrieve(this.dataSource.manager, session.id, question, vector ?? undefined);
    if (!retrieval.isRelevant || retrieval.passages.length === 0) return notFoundAnswer();
    if (!this.llm.isConfigured) return extractiveAnswerOf(question, retrieval.passages);
    return this.generatedAnswer(session, question, userId, retrieval.passages, signal);
  }

  private async generatedAnswer(
    session: ChatSessionRecord,
    question: string,
    userId: string,
    passages: readonly RetrievedPassage[],
    signal: AbortSignal,
  ): Promise<DocumentChatAnswer> {
    const byId = new Map(passages.map((passage, at) => [`P${at + 1}`, passage]));
    const prompted: PromptPassage[] = [...byId].map(([id, passage]) => ({
      id,
      pageFrom: passage.pageFrom,
      pageTo: passage.pageTo,
      text: passage.text,
    }));
    const history = await this.sessions.recentTurns(this.dataSource.manager, session.id, HISTORY_TURNS);
    const { capabilities } = await this.llm.status();
    const reply = await this.llm.generate({
      userId,
      feature: 'chat',
      messages: documentChatMessages({ question, passages: prompted, history, boundary: newBoundary() }),
      maxTokens: DOCUMENT_CHAT_MAX_TOKENS,
      temperature: CHAT_TEMPERATURE,
      ...(capabilities.jsonSchema ? { jsonSchema: DOCUMENT_CHAT_ANSWER_JSON_SCHEMA } : {}),
      signal,
    });
    const parsed = parseModelReply(reply.text);
    if (!parsed) throw DocumentChatErrors.CHAT_NO_ANSWER();
    return groundedAnswerOf(parsed, byId, reply.model);
  }
}
