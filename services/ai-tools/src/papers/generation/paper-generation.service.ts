import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  writingCost,
  type GeneratePaperRequest,
  type GenerationStreamEvent,
  type SourceItem,
} from '@studyhub/contracts';
import { checkLibrary, formatBibliography } from '../../citations';
import { LlmGateway } from '../../llm/llm-gateway.service';
import { LlmErrors } from '../../llm/llm.errors';
import { PointsMeter } from '../../metering/points-meter';
import { paperOf } from '../paper.mapper';
import { PaperErrors } from '../papers.errors';
import { PapersRepository } from '../papers.repository';
import { PaperSourcesService } from '../sources/paper-sources.service';
import { generatedPaperText, type GeneratedPaperText } from './generated-html';
import { PaperGenerationErrors } from './paper-generation.errors';
import { maxTokensFor, writerMessages, type PromptSource } from './writer-prompt';

export interface GenerationCall {
  userId: string;
  paperId: string;
  key: string;
  signal: AbortSignal;
  correlationId: string;
}

interface ModelText {
  text: string;
  model: string;
}

/** A little warmer than an edit: drafting wants some variety, not invention (sources are fixed). */
const WRITER_TEMPERATURE = 0.7;

/**
 * The AI writer's generation: holds the price of the words asked for (spec section 9: 10 points
 * per started 100 words), streams the model's text, and charges the words it actually wrote, never
 * more than asked. An abort, a failure or an empty answer charges nothing.
 */
@Injectable()
export class PaperGenerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly papers: PapersRepository,
    private readonly sources: PaperSourcesService,
    private readonly llm: LlmGateway,
    private readonly meter: PointsMeter,
  ) {}

  /**
   * The events of one generation. The first step (paper, library and hold) runs before the first
   * event, so a refusal (402, 404, 409, 503) can still be answered as a plain HTTP error.
   */
  async *generate(request: GeneratePaperRequest, call: GenerationCall): AsyncGenerator<GenerationStreamEvent> {
    if (request.mode === 'section' && !request.section) throw PaperGenerationErrors.SECTION_REQUIRED();
    if (request.mode === 'continue' && !request.context?.trim()) throw PaperGenerationErrors.CONTEXT_REQUIRED();
    const manager = this.dataSource.manager;
    const entity = await this.papers.findOwned(manager, call.userId, call.paperId);
    if (!entity) throw PaperErrors.PAPER_NOT_FOUND();
    if (!this.llm.isConfigured) throw LlmErrors.LLM_NOT_CONFIGURED();
    const paper = paperOf(entity);
    const { usable, usableCount } = this.usableSources(await this.sources.itemsOf(manager, paper.id), paper.sources);
    if (paper.sources.required && request.mode !== 'outline' && usableCount < paper.sources.count) {
      throw PaperGenerationErrors.SOURCES_REQUIRED({
        details: { required: paper.sources.count, usable: usableCount, year_range: paper.sources.yearRange },
      });
    }
    // Priced by the meter at the prices in force; announced with the first chunk, after the hold.
    let holdPoints = 0;
    const library = usable.map((source) => source.item);
    const messages = writerMessages(paper, request, usable);

    let processed: GeneratedPaperText | undefined;
    const events = this.meter.stream(
      {
        userId: call.userId,
        feature: `writer.${request.mode}`,
        holdPoints: (prices) => (holdPoints = writingCost(request.words, prices)),
        quotedPoints: request.quoted_points,
        description: `AI writer: ${request.mode} of “${paper.title.slice(0, 80)}”`,
        key: call.key,
        signal: call.signal,
        correlationId: call.correlationId,
        metadata: { paper_id: paper.id, mode: request.mode, words_requested: request.words },
      },
      (signal) => this.modelStream(call.userId, messages, request.words, signal),
      (result, prices) => {
        processed = generatedPaperText(result.text, library, paper.citation_style, request.mode);
        // The words it wrote, never more than asked: a model that overshoots does so at our cost.
        return writingCost(Math.min(processed.words, request.words), prices);
      },
    );

    let isHoldAnnounced = false;
    for await (const event of events) {
      if (event.kind === 'chunk') {
        if (!isHoldAnnounced) {
          isHoldAnnounced = true;
          yield { event: 'hold', data: { points_held: holdPoints } };
        }
        if (event.chunk !== '') yield { event: 'text', data: { text: event.chunk } };
        continue;
      }
      const result = processed ?? generatedPaperText(event.result.text, library, paper.citation_style, request.mode);
      yield {
        event: 'done',
        data: {
          html: result.html,
          words: result.words,
          points_charged: event.charged,
          balance: event.balance,
          engine: 'llm',
          model: event.result.model,
          cited: result.cited,
          dropped: result.dropped,
          removed_bibliography: result.removedBibliography,
        },
      };
    }
  }

  /** Starts with an empty chunk the moment the hold is taken, so the caller can open its stream. */
  private async *modelStream(
    userId: string,
    messages: ReturnType<typeof writerMessages>,
    words: number,
    signal: AbortSignal,
  ): AsyncGenerator<string, ModelText> {
    yield '';
    let text = '';
    let model = '';
    for await (const event of this.llm.stream({
      userId,
      feature: 'writer',
      messages,
      maxTokens: maxTokensFor(words),
      temperature: WRITER_TEMPERATURE,
      signal,
    })) {
      if (event.kind === 'text') {
        text += event.text;
        yield event.text;
      } else {
        model = event.generation.model;
      }
    }
    if (text.trim() === '') throw PaperGenerationErrors.NOTHING_GENERATED();
    return { text, model };
  }

  /**
   * Only sources inside the year range (or undated) reach the model: it cannot cite the others.
   * Undated ones may be cited but do not count towards the required number.
   */
  private usableSources(
    items: readonly SourceItem[],
    rules: { count: number; yearRange: { start: number; end: number } },
  ): { usable: PromptSource[]; usableCount: number } {
    if (items.length === 0) return { usable: [], usableCount: 0 };
    const check = checkLibrary(items, rules);
    const excluded = new Set([
      ...check.outsideYearRange.map((entry) => entry.id),
      ...check.duplicates.map((entry) => entry.id),
    ]);
    const kept = items.filter((item) => !excluded.has(item.id));
    const references = new Map(formatBibliography(kept, 'APA_7').map((entry) => [entry.id, entry.text]));
    return {
      usable: kept.map((item) => ({ item, reference: references.get(item.id) ?? item.title })),
      usableCount: check.usableCount,
    };
  }
}
