import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { referenceSearchCost, type SearchSourcesRequest, type SourceSearchResult } from '@studyhub/contracts';
import { doiKey, formatBibliography } from '../../citations';
import { PointsMeter } from '../../metering/points-meter';
import { PaperErrors } from '../papers.errors';
import { PapersRepository } from '../papers.repository';
import { CrossrefSearch } from './crossref-search';
import { PaperSourceErrors } from './paper-sources.errors';
import { PaperSourcesRepository } from './paper-sources.repository';

export interface SourceSearchCall {
  userId: string;
  paperId: string;
  key: string;
  signal: AbortSignal;
  correlationId: string;
}

/**
 * Reference search (spec section 9: 5 points each): holds the price of the references asked for,
 * asks the registry for works in the paper's year range, and charges only for those it found.
 */
@Injectable()
export class SourceSearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly papers: PapersRepository,
    private readonly sources: PaperSourcesRepository,
    private readonly registry: CrossrefSearch,
    private readonly meter: PointsMeter,
  ) {}

  async search(request: SearchSourcesRequest, call: SourceSearchCall): Promise<SourceSearchResult> {
    const manager = this.dataSource.manager;
    const paper = await this.papers.findOwned(manager, call.userId, call.paperId);
    if (!paper) throw PaperErrors.PAPER_NOT_FOUND();
    if (!this.registry.isEnabled) throw PaperSourceErrors.REFERENCE_SEARCH_DISABLED();
    const inLibrary = new Set(
      (await this.sources.listOf(manager, paper.id)).flatMap((row) => (row.item.DOI ? [doiKey(row.item.DOI)] : [])),
    );

    const {
      result: works,
      charged,
      balance,
    } = await this.meter.run(
      {
        userId: call.userId,
        feature: 'writer.reference_search',
        holdPoints: (prices) => referenceSearchCost(request.count, prices),
        quotedPoints: request.quoted_points,
        description: `Reference search: “${request.query.slice(0, 80)}”`,
        key: call.key,
        signal: call.signal,
        correlationId: call.correlationId,
        metadata: { paper_id: paper.id, asked: request.count },
      },
      async (signal) => {
        const answer = await this.registry.search(request.query, request.count, paper.sources.yearRange, signal);
        if (!answer.ok) throw PaperSourceErrors.REFERENCE_SEARCH_UNAVAILABLE({ details: { reason: answer.reason } });
        return answer.works;
      },
      (found, prices) => found.length * prices.reference_search,
    );

    const items = works.map((work, index) => ({ ...work, id: `candidate-${index + 1}` }));
    const formatted = new Map(formatBibliography(items, paper.citationStyle).map((entry) => [entry.id, entry]));
    return {
      candidates: items.map(({ id, ...item }) => ({
        item,
        formatted: { html: formatted.get(id)?.html ?? '', text: formatted.get(id)?.text ?? '' },
        in_library: inLibrary.has(doiKey(item.DOI)),
      })),
      points_charged: charged,
      balance,
      provider: 'crossref',
    };
  }
}
