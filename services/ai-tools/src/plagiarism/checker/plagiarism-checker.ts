import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PLAGIARISM_SOURCE_TYPES, type PlagiarismSourceType } from '@studyhub/contracts';
import {
  ALIGNMENT_SETTINGS,
  alignPassages,
  allGrams,
  analyseText,
  excludedRegions,
  exclusionOfTokens,
  summarise,
  type AlignmentSettings,
  type AnalysedText,
  type SimilaritySummary,
  type SourceAlignment,
} from '../engine';
import { PlagiarismCorpusRepository, type CorpusSource } from '../corpus/plagiarism-corpus.repository';

export interface CheckOptions {
  includeQuotes: boolean;
  includeBibliography: boolean;
  /** The collections searched; all of them unless narrowed (an upload is compared with documents). */
  kinds?: readonly PlagiarismSourceType[];
  excludeSubmissionsOf?: string;
  excludeDocumentId?: string;
}

export interface CheckOutcome {
  input: AnalysedText;
  summary: SimilaritySummary<CorpusSource>;
  /** How many sources of each searched kind the corpus held. */
  searched: Partial<Record<PlagiarismSourceType, number>>;
}

/** The sources aligned in full: the ones sharing the most fingerprints. */
export const CANDIDATE_LIMIT = 12;
/** A source sharing fewer fingerprints is not aligned at all. */
export const MIN_SHARED_FINGERPRINTS = 2;
/** A hash in more than this share of the sources (and at least BOILERPLATE_MIN_SOURCES) is boilerplate. */
export const BOILERPLATE_SHARE = 0.005;
export const BOILERPLATE_MIN_SOURCES = 20;

export function boilerplateThreshold(sources: number): number {
  return Math.max(BOILERPLATE_MIN_SOURCES, Math.ceil(sources * BOILERPLATE_SHARE));
}

/**
 * One check: the input's n-grams find the candidate sources by shared fingerprints, each candidate
 * is aligned with the input in full, and the passages are summed up into the similarity (ADR 0022).
 */
@Injectable()
export class PlagiarismChecker {
  constructor(
    private readonly dataSource: DataSource,
    private readonly corpus: PlagiarismCorpusRepository,
  ) {}

  /** `alignment` is for the benchmark's comparisons; the service always uses the tuned settings. */
  async check(
    text: string,
    options: CheckOptions,
    alignment: AlignmentSettings = ALIGNMENT_SETTINGS,
  ): Promise<CheckOutcome> {
    const manager = this.dataSource.manager;
    const kinds = options.kinds ?? PLAGIARISM_SOURCE_TYPES;
    const input = analyseText(text);
    const counts = await this.corpus.counts(manager);
    const total = counts.document + counts.question + counts.submission;
    const candidates = await this.corpus.candidates(manager, {
      hashes: [...new Set(allGrams(input.tokens).map((gram) => gram.hash))],
      boilerplateMinSources: boilerplateThreshold(total),
      minShared: MIN_SHARED_FINGERPRINTS,
      limit: CANDIDATE_LIMIT,
      kinds,
      ...(options.excludeSubmissionsOf ? { excludeSubmissionsOf: options.excludeSubmissionsOf } : {}),
      ...(options.excludeDocumentId ? { excludeDocumentId: options.excludeDocumentId } : {}),
    });
    const sources = await this.corpus.sources(
      manager,
      candidates.map((candidate) => candidate.sourceId),
    );
    const alignments: SourceAlignment<CorpusSource>[] = sources.map((source) => {
      const analysed = analyseText(source.body);
      return { source, tokens: analysed.tokens, passages: alignPassages(input, analysed, alignment) };
    });
    const exclusion = exclusionOfTokens(input.tokens, excludedRegions(text)).map((kind) =>
      (kind === 'quote' && options.includeQuotes) || (kind === 'bibliography' && options.includeBibliography)
        ? null
        : kind,
    );
    const searched = Object.fromEntries(kinds.map((kind) => [kind, counts[kind]]));
    return { input, summary: summarise(input.tokens, exclusion, alignments), searched };
  }
}
