import type { CorpusSource } from '../corpus/plagiarism-corpus.repository';
import type { PlacedPassage, SimilaritySummary } from '../engine';
import { isFlagged, uploadSimilarityOf } from './upload-similarity';

const source = (kind: CorpusSource['kind'], externalId: string, title: string): CorpusSource => ({
  id: `row-${externalId}`,
  kind,
  externalId,
  title,
  slug: null,
  body: '',
});

const passage = (from: CorpusSource, share: number, excludedAs: 'quote' | null = null): PlacedPassage<CorpusSource> => ({
  source: from,
  inputStart: 0,
  inputEnd: 1,
  sourceStart: 0,
  sourceEnd: 1,
  words: 1,
  share,
  excludedAs,
});

const summary = (similarity: number, passages: PlacedPassage<CorpusSource>[]): SimilaritySummary<CorpusSource> => ({
  similarity,
  countedWords: 100,
  totalWords: 100,
  passages,
});

describe('uploadSimilarityOf', () => {
  const a = source('document', 'doc-a', 'Notes A');
  const b = source('document', 'doc-b', 'Notes B');

  it('adds up each matched document’s passages, most similar first, in percent', () => {
    const similarity = uploadSimilarityOf(summary(0.5, [passage(b, 0.1), passage(a, 0.2), passage(a, 0.15)]));
    expect(similarity).toEqual({
      similarity: 50,
      matchedDocuments: [
        { documentId: 'doc-a', title: 'Notes A', similarity: 35 },
        { documentId: 'doc-b', title: 'Notes B', similarity: 10 },
      ],
    });
  });

  it('names only documents, never questions or submissions, and leaves quoted passages out', () => {
    const question = source('question', 'q-1', 'A question');
    const similarity = uploadSimilarityOf(summary(0.3, [passage(question, 0.3), passage(a, 0.4, 'quote')]));
    expect(similarity.matchedDocuments).toEqual([]);
    expect(isFlagged(similarity)).toBe(false);
  });

  it('flags at 20% or more with a matched document, and not below', () => {
    expect(isFlagged(uploadSimilarityOf(summary(0.2, [passage(a, 0.2)])))).toBe(true);
    expect(isFlagged(uploadSimilarityOf(summary(0.19, [passage(a, 0.19)])))).toBe(false);
  });
});
