import type {
  PlagiarismCollection,
  PlagiarismMatch,
  PlagiarismReport,
  PlagiarismSourceRef,
  PlagiarismSourceType,
} from '@studyhub/contracts';
import type { CorpusSource } from '../corpus/plagiarism-corpus.repository';
import type { CheckOutcome } from './plagiarism-checker';

const COLLECTION_LABELS: Record<PlagiarismSourceType, string> = {
  document: 'Approved Studyhub documents',
  question: 'Public homework questions and answers',
  submission: 'Submissions kept with their authors’ consent',
};

/** The most passages one report lists (the similarity still counts all of them). */
export const REPORT_MAX_MATCHES = 100;

/** A percentage with one decimal. */
export function percent(share: number): number {
  return Math.round(share * 1000) / 10;
}

/** Where a reader opens the source: a document's page, a question's page; a submission has none. */
export function sourceRefOf(source: CorpusSource): PlagiarismSourceRef {
  const url =
    source.kind === 'document' && source.slug
      ? `/documents/${encodeURIComponent(source.slug)}`
      : source.kind === 'question' && source.slug
        ? `/ai-homework-helper/${encodeURIComponent(source.slug)}`
        : null;
  return { type: source.kind, id: source.externalId, title: source.title, url };
}

export function reportOf(
  outcome: CheckOutcome,
  billing: { pointsCharged: number; balance: number; keptForFutureChecks: boolean },
): PlagiarismReport {
  const { input, summary } = outcome;
  const matches: PlagiarismMatch[] = summary.passages.map((passage) => ({
    source: sourceRefOf(passage.source),
    passage: input.text.slice(passage.inputStart, passage.inputEnd),
    start: passage.inputStart,
    end: passage.inputEnd,
    source_passage: passage.source.body.slice(passage.sourceStart, passage.sourceEnd),
    similarity: percent(passage.share),
    excluded_as: passage.excludedAs,
  }));
  const counted = matches.filter((match) => match.excluded_as === null);
  const apart = matches.filter((match) => match.excluded_as !== null);
  const collections: PlagiarismCollection[] = Object.entries(outcome.searched).map(([type, count]) => ({
    type: type as PlagiarismSourceType,
    label: COLLECTION_LABELS[type as PlagiarismSourceType],
    count: count ?? 0,
  }));
  return {
    similarity: percent(summary.similarity),
    matches: [...counted, ...apart].slice(0, REPORT_MAX_MATCHES),
    collections,
    text: input.text,
    words_total: summary.totalWords,
    words_checked: summary.countedWords,
    kept_for_future_checks: billing.keptForFutureChecks,
    points_charged: billing.pointsCharged,
    balance: billing.balance,
  };
}
