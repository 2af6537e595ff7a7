import type { EntityManager } from 'typeorm';
import { orTsQueryOf, queryLexemesOf } from './or-tsquery';
import { isRelevantMatch } from './passage-relevance';
import { fuseByReciprocalRank, rankByCosine } from './rank-fusion';
import type { RetrievedPassage } from './retrieved-passage';

/** Full-text candidates ranked before fusion. */
export const FULL_TEXT_CANDIDATES = 20;
/** Passages given to the model (or quoted) per question. */
export const PASSAGES_PER_QUESTION = 5;

export interface Retrieval {
  /** Best first, at most PASSAGES_PER_QUESTION. */
  passages: RetrievedPassage[];
  /** Whether any passage is relevant enough to answer from (the 'not found' decision). */
  isRelevant: boolean;
  /** Which rankings took part. */
  rankings: ('full_text' | 'embeddings')[];
}

interface FullTextRow {
  chunk_index: number;
  page_from: number;
  page_to: number;
  text: string;
  matched: number;
}

/**
 * The passages of a session that answer a question: PostgreSQL full text with an OR query over the
 * question's lexemes ranked by ts_rank_cd, fused by reciprocal rank with the cosine ranking of
 * embeddings when the session has them (ADR 0020). Every query is scoped to the session.
 */
export class PassageRetrieval {
  /** The question's lexemes by PostgreSQL's English configuration (stemmed, stopwords dropped). */
  async lexemesOf(manager: EntityManager, question: string): Promise<string[]> {
    const [row] = await manager.query<{ lexemes: string[] }[]>(
      `SELECT tsvector_to_array(to_tsvector('english', $1)) AS lexemes`,
      [question],
    );
    return row?.lexemes ?? [];
  }

  /** Full-text candidates, best first, each with how many of the question's lexemes it holds. */
  async fullText(manager: EntityManager, sessionId: string, lexemes: readonly string[]): Promise<FullTextRow[]> {
    const query = orTsQueryOf(lexemes);
    if (!query) return [];
    return manager.query<FullTextRow[]>(
      `SELECT ranked.chunk_index, ranked.page_from, ranked.page_to, ranked.text,
              (SELECT count(*) FROM unnest($3::text[]) AS lexeme
                WHERE lexeme = ANY (tsvector_to_array(ranked.search_vector)))::int AS matched
         FROM (SELECT c.chunk_index, c.page_from, c.page_to, c.text, c.search_vector,
                      ts_rank_cd(c.search_vector, $2::tsquery) AS rank
                 FROM chat_session_chunks c
                WHERE c.session_id = $1 AND c.search_vector @@ $2::tsquery
                ORDER BY rank DESC, c.chunk_index
                LIMIT $4) AS ranked
        ORDER BY ranked.rank DESC, ranked.chunk_index`,
      [sessionId, query, queryLexemesOf(lexemes), FULL_TEXT_CANDIDATES],
    );
  }

  /** Every passage of the session with its embedding (sessions made while embeddings were offered). */
  async embedded(manager: EntityManager, sessionId: string): Promise<(RetrievedPassage & { embedding: number[] })[]> {
    const rows = await manager.query<
      { chunk_index: number; page_from: number; page_to: number; text: string; embedding: number[] }[]
    >(
      `SELECT chunk_index, page_from, page_to, text, embedding FROM chat_session_chunks
        WHERE session_id = $1 AND embedding IS NOT NULL ORDER BY chunk_index`,
      [sessionId],
    );
    return rows.map((row) => ({
      chunkIndex: row.chunk_index,
      pageFrom: row.page_from,
      pageTo: row.page_to,
      text: row.text,
      embedding: row.embedding.map(Number),
    }));
  }

  /**
   * The question's passages. `questionVector` is the question's embedding when the session has
   * embeddings and the endpoint gave one; without it, full text alone decides.
   */
  async retrieve(
    manager: EntityManager,
    sessionId: string,
    question: string,
    questionVector?: readonly number[],
  ): Promise<Retrieval> {
    const lexemes = queryLexemesOf(await this.lexemesOf(manager, question));
    const fullText = await this.fullText(manager, sessionId, lexemes);
    const isLexicallyRelevant = fullText.some((row) => isRelevantMatch(row.matched, lexemes.length));
    const byIndex = new Map<number, RetrievedPassage>(fullText.map((row) => [row.chunk_index, passageOf(row)]));
    if (!questionVector) {
      return {
        passages: fullText.slice(0, PASSAGES_PER_QUESTION).map((row) => byIndex.get(row.chunk_index)!),
        isRelevant: isLexicallyRelevant,
        rankings: ['full_text'],
      };
    }
    // Vectors of another length come from another model: not comparable.
    const embedded = (await this.embedded(manager, sessionId)).filter(
      (passage) => passage.embedding.length === questionVector.length,
    );
    if (embedded.length === 0) {
      return {
        passages: fullText.slice(0, PASSAGES_PER_QUESTION).map((row) => byIndex.get(row.chunk_index)!),
        isRelevant: isLexicallyRelevant,
        rankings: ['full_text'],
      };
    }
    for (const { embedding: _vector, ...passage } of embedded) byIndex.set(passage.chunkIndex, passage);
    const byMeaning = rankByCosine(
      questionVector,
      embedded.map((passage) => ({ id: passage.chunkIndex, vector: passage.embedding })),
    ).slice(0, FULL_TEXT_CANDIDATES);
    const fused = fuseByReciprocalRank([fullText.map((row) => row.chunk_index), byMeaning]);
    return {
      passages: fused.slice(0, PASSAGES_PER_QUESTION).map((entry) => byIndex.get(entry.id)!),
      // With embeddings a passage may answer in other words: the model judges, and says when not.
      isRelevant: isLexicallyRelevant || byMeaning.length > 0,
      rankings: ['full_text', 'embeddings'],
    };
  }
}

function passageOf(row: FullTextRow): RetrievedPassage {
  return { chunkIndex: row.chunk_index, pageFrom: row.page_from, pageTo: row.page_to, text: row.text };
}
