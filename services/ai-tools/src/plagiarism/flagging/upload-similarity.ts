import type { CorpusSource } from '../corpus/plagiarism-corpus.repository';
import type { SimilaritySummary } from '../engine';
import { percent } from '../checker/plagiarism-report';

/** An upload sharing at least this share of its words with approved documents is flagged to moderators. */
export const UPLOAD_FLAG_SIMILARITY = 0.2;
/** The matched documents the flag names, most similar first. */
export const FLAG_MAX_DOCUMENTS = 10;

export interface UploadSimilarity {
  similarity: number;
  matchedDocuments: { documentId: string; title: string; similarity: number }[];
}

/** The flag's figures: the overall share, and each matched document's own share (in percent). */
export function uploadSimilarityOf(summary: SimilaritySummary<CorpusSource>): UploadSimilarity {
  const byDocument = new Map<string, { title: string; share: number }>();
  for (const passage of summary.passages) {
    if (passage.excludedAs !== null || passage.source.kind !== 'document') continue;
    const entry = byDocument.get(passage.source.externalId) ?? { title: passage.source.title, share: 0 };
    entry.share += passage.share;
    byDocument.set(passage.source.externalId, entry);
  }
  const matchedDocuments = [...byDocument]
    .map(([documentId, entry]) => ({ documentId, title: entry.title, similarity: percent(Math.min(1, entry.share)) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, FLAG_MAX_DOCUMENTS);
  return { similarity: percent(summary.similarity), matchedDocuments };
}

export function isFlagged(similarity: UploadSimilarity): boolean {
  return similarity.similarity >= percent(UPLOAD_FLAG_SIMILARITY) && similarity.matchedDocuments.length > 0;
}
