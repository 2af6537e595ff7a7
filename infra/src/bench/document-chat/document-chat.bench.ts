import { randomUUID } from 'node:crypto';
import { createMigratedTestDataSource } from '@studyhub/platform/testing';
import type { EntityManager } from 'typeorm';
import { now } from '../clock';
import { readBrownDocument } from '../editor/brown-corpus';
import { pick, seededRandom } from '@studyhub/platform/testing';
import { loadThesaurus } from '../homework-search/wordnet-thesaurus';
import type { BenchResult } from '../report';
import { percentile } from '../stats';
import {
  chatDocuments,
  documentFrequencies,
  documentSentences,
  questionOf,
  questionableSentences,
  type ChatDocument,
  type ChatQuestion,
} from './chat-corpus';
import { loadDocumentChat, type DocumentChatDist, type TextChunkLike } from './document-chat-dist';

const SEED = 20_261_127;
const DOCUMENTS = 60;
const ANSWERABLE_PER_DOCUMENT = 5;
const UNANSWERABLE_PER_DOCUMENT = 2;
const TARGET_RECALL_AT_5 = 0.9;
const TARGET_MRR_AT_10 = 0.7;
const TARGET_NOT_FOUND_PRECISION = 0.8;

interface Tally {
  answerable: number;
  atFive: number;
  reciprocalRank: number;
  /** Answerable questions the tool called not found. */
  answerableCalledNotFound: number;
  unanswerable: number;
  unanswerableCalledNotFound: number;
  misses: string[];
  latenciesMs: number[];
}

const ratio = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole);
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Passages holding the first or the second half of the sentence: they answer its question. */
function relevantChunks(chunks: readonly TextChunkLike[], sentence: string): Set<number> {
  const words = flat(sentence).split(' ');
  const half = Math.ceil(words.length / 2);
  const pieces = [words.slice(0, half).join(' '), words.slice(words.length - half).join(' ')];
  return new Set(
    chunks.filter((chunk) => pieces.some((piece) => flat(chunk.text).includes(piece))).map((chunk) => chunk.index),
  );
}

async function insertSession(
  manager: EntityManager,
  dist: DocumentChatDist,
  document: ChatDocument,
): Promise<{ sessionId: string; chunks: TextChunkLike[] }> {
  const sessionId = randomUUID();
  const chunks = dist
    .chunkPages(document.pages)
    .map((chunk) => ({ ...chunk, text: flat(dist.sanitizeDocumentText(chunk.text)) }));
  await manager.query(
    `INSERT INTO chat_sessions (id, user_id, source_kind, source_id, title, page_count)
     VALUES ($1, $2, 'study-file', $3, $4, $5)`,
    [sessionId, randomUUID(), randomUUID(), document.id, document.pages.length],
  );
  await manager.query(
    `INSERT INTO chat_session_chunks (session_id, chunk_index, page_from, page_to, text)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::text[])`,
    [
      sessionId,
      chunks.map((chunk) => chunk.index),
      chunks.map((chunk) => chunk.pageFrom),
      chunks.map((chunk) => chunk.pageTo),
      chunks.map((chunk) => chunk.text),
    ],
  );
  return { sessionId, chunks };
}

/** The baseline: every word required (plainto_tsquery), ranked by ts_rank_cd, over the same passages. */
async function allWordsRanking(manager: EntityManager, sessionId: string, question: string): Promise<number[]> {
  const rows = await manager.query<{ chunk_index: number }[]>(
    `SELECT chunk_index FROM chat_session_chunks, plainto_tsquery('english', $2) AS q
      WHERE session_id = $1 AND search_vector @@ q
      ORDER BY ts_rank_cd(search_vector, q) DESC, chunk_index LIMIT 10`,
    [sessionId, question],
  );
  return rows.map((row) => row.chunk_index);
}

function questionsFor(
  document: ChatDocument,
  unused: readonly string[],
  make: (sentence: string) => string | null,
  random: () => number,
): ChatQuestion[] {
  const questions: ChatQuestion[] = [];
  const candidates = questionableSentences(documentSentences(document));
  const taken = new Set<string>();
  for (let tries = 0; questions.length < ANSWERABLE_PER_DOCUMENT && tries < 200; tries += 1) {
    const sentence = pick(candidates, random)!;
    if (taken.has(sentence)) continue;
    taken.add(sentence);
    const text = make(sentence);
    if (text) questions.push({ documentId: document.id, text, sentence, answerable: true });
  }
  const others = questionableSentences(unused.flatMap((name) => readBrownDocument(name).sentences));
  for (let tries = 0; questions.filter((q) => !q.answerable).length < UNANSWERABLE_PER_DOCUMENT && tries < 200; tries += 1) {
    const sentence = pick(others, random)!;
    const text = make(sentence);
    if (text) questions.push({ documentId: document.id, text, sentence, answerable: false });
  }
  return questions;
}

/**
 * Document chat's offline retrieval on generated questions: 60 documents of four Brown samples each
 * cut into pages and then into passages by document-processing's own chunker, stored in ai-tools'
 * chat_session_chunks (its real migrations on a fresh PostgreSQL database), questions made from their sentences
 * (rarest content words kept, some swapped for WordNet synonyms, stopwords dropped) and from corpus
 * parts no document holds (unanswerable), asked through ai-tools' own PassageRetrieval (full text
 * with an OR query; embeddings are not available offline).
 */
export async function benchDocumentChat(): Promise<BenchResult> {
  const dist = loadDocumentChat();
  const { documents, unusedSamples } = chatDocuments(DOCUMENTS);
  const frequencies = documentFrequencies();
  const thesaurus = loadThesaurus();
  const random = seededRandom(SEED);
  const make = (sentence: string) => questionOf(sentence, frequencies, thesaurus, random);
  const tally: Tally = {
    answerable: 0,
    atFive: 0,
    reciprocalRank: 0,
    answerableCalledNotFound: 0,
    unanswerable: 0,
    unanswerableCalledNotFound: 0,
    misses: [],
    latenciesMs: [],
  };
  const baseline = { atFive: 0, reciprocalRank: 0 };
  let passages = 0;
  const database = await createMigratedTestDataSource('document_chat_bench', { migrations: dist.migrations });
  try {
    const manager = database.dataSource.manager;
    const retrieval = dist.createRetrieval();
    for (const [at, document] of documents.entries()) {
      const { sessionId, chunks } = await insertSession(manager, dist, document);
      passages += chunks.length;
      for (const question of questionsFor(document, unusedSamples[at]!, make, random)) {
        const started = now();
        const answer = await retrieval.retrieve(manager, sessionId, question.text);
        tally.latenciesMs.push(now() - started);
        const calledNotFound = !answer.isRelevant;
        if (!question.answerable) {
          tally.unanswerable += 1;
          if (calledNotFound) tally.unanswerableCalledNotFound += 1;
          continue;
        }
        tally.answerable += 1;
        if (calledNotFound) tally.answerableCalledNotFound += 1;
        const relevant = relevantChunks(chunks, question.sentence);
        const lexemes = dist.queryLexemesOf(await retrieval.lexemesOf(manager, question.text));
        const ranked = (await retrieval.fullText(manager, sessionId, lexemes)).map((row) => row.chunk_index);
        const rank = ranked.findIndex((index) => relevant.has(index));
        if (rank >= 0 && rank < 5) tally.atFive += 1;
        else if (tally.misses.length < 5) tally.misses.push(`"${question.text}" (from: "${question.sentence}")`);
        if (rank >= 0 && rank < 10) tally.reciprocalRank += 1 / (rank + 1);
        const allWords = await allWordsRanking(manager, sessionId, question.text);
        const baselineRank = allWords.findIndex((index) => relevant.has(index));
        if (baselineRank >= 0 && baselineRank < 5) baseline.atFive += 1;
        if (baselineRank >= 0) baseline.reciprocalRank += 1 / (baselineRank + 1);
      }
    }
  } finally {
    await database.close();
  }

  const recall = ratio(tally.atFive, tally.answerable);
  const mrr = ratio(tally.reciprocalRank, tally.answerable);
  const calledNotFound = tally.unanswerableCalledNotFound + tally.answerableCalledNotFound;
  const notFoundPrecision = ratio(tally.unanswerableCalledNotFound, calledNotFound);
  const notFoundRecall = ratio(tally.unanswerableCalledNotFound, tally.unanswerable);
  return {
    name: 'document-chat',
    title: `Document chat: offline retrieval on ${tally.answerable} answerable and ${tally.unanswerable} unanswerable generated questions (${documents.length} Brown documents, ${passages} passages)`,
    baselineName: 'all words (plainto)',
    figures: [
      { metric: 'recall@5', value: recall, baseline: ratio(baseline.atFive, tally.answerable), unit: '' },
      { metric: 'MRR@10', value: mrr, baseline: ratio(baseline.reciprocalRank, tally.answerable), unit: '' },
      { metric: "'not found' precision", value: notFoundPrecision, baseline: Number.NaN, unit: '' },
      { metric: "'not found' recall (unanswerable caught)", value: notFoundRecall, baseline: Number.NaN, unit: '' },
      {
        metric: "answerable called 'not found'",
        value: ratio(tally.answerableCalledNotFound, tally.answerable),
        baseline: Number.NaN,
        unit: '',
      },
      { metric: 'retrieval p95 (one question)', value: percentile([...tally.latenciesMs].sort((a, b) => a - b), 95), baseline: Number.NaN, unit: 'ms' },
    ],
    targets: [
      {
        description: `recall@5 >= ${TARGET_RECALL_AT_5}`,
        pass: recall >= TARGET_RECALL_AT_5,
        detail: `${tally.atFive}/${tally.answerable} = ${recall.toFixed(3)}`,
      },
      {
        description: `MRR@10 >= ${TARGET_MRR_AT_10}`,
        pass: mrr >= TARGET_MRR_AT_10,
        detail: mrr.toFixed(3),
      },
      {
        description: `'not found' precision >= ${TARGET_NOT_FOUND_PRECISION}`,
        pass: notFoundPrecision >= TARGET_NOT_FOUND_PRECISION,
        detail: `${tally.unanswerableCalledNotFound}/${calledNotFound} = ${notFoundPrecision.toFixed(3)}`,
      },
    ],
    notes: [
      `documents: ${documents.length} of 4 consecutive Brown samples each (every other group of 4), pages of about 330 words cut at sentences, passages by document-processing's chunkPages; seed ${SEED}`,
      'questions: 5 per document from its sentences of 12-45 words (6 rarest content words, 30% swapped for WordNet synonyms, one of 5 question shapes); 2 per document from the samples between documents (unanswerable)',
      "a passage answers a question when it holds the first or second half of the question's sentence (passages overlap, so two may)",
      ...tally.misses.slice(0, 3).map((miss) => `missed: ${miss}`),
    ],
    data: { tally: { ...tally, latenciesMs: undefined }, baseline, passages },
  };
}
