import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MigrationClass } from '@studyhub/platform';
import type { EntityManager } from 'typeorm';
import { REPO_ROOT } from '../../stack/repo-root';

/** The built services the bench measures (infra does not depend on service packages). */
const AI_TOOLS_DIST = path.join(REPO_ROOT, 'services', 'ai-tools', 'dist');
const DOCUMENT_PROCESSING_DIST = path.join(REPO_ROOT, 'services', 'document-processing', 'dist');

export interface TextChunkLike {
  index: number;
  pageFrom: number;
  pageTo: number;
  text: string;
}

export interface RetrievedPassageLike {
  chunkIndex: number;
  pageFrom: number;
  pageTo: number;
  text: string;
}

export interface PassageRetrievalLike {
  lexemesOf(manager: EntityManager, question: string): Promise<string[]>;
  fullText(
    manager: EntityManager,
    sessionId: string,
    lexemes: readonly string[],
  ): Promise<{ chunk_index: number; matched: number }[]>;
  retrieve(
    manager: EntityManager,
    sessionId: string,
    question: string,
  ): Promise<{ passages: RetrievedPassageLike[]; isRelevant: boolean }>;
}

/** What the bench uses of the built ai-tools and document-processing. */
export interface DocumentChatDist {
  /** ai-tools' migrations: the bench's database has its real tables. */
  migrations: MigrationClass[];
  /** document-processing's chunker: the passages a processed document gives document chat. */
  chunkPages(pageTexts: readonly string[]): TextChunkLike[];
  sanitizeDocumentText(text: string): string;
  createRetrieval(): PassageRetrievalLike;
  queryLexemesOf(lexemes: readonly string[]): string[];
  isRelevantMatch(matched: number, questionLexemes: number): boolean;
}

export function loadDocumentChat(): DocumentChatDist {
  const required = [
    path.join(AI_TOOLS_DIST, 'migrations', 'index.js'),
    path.join(AI_TOOLS_DIST, 'document-chat', 'passage-retrieval.js'),
    path.join(DOCUMENT_PROCESSING_DIST, 'pipeline', 'steps', 'chunk-pages.js'),
  ];
  const missing = required.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}: run npm run build:backend`);
  const load = createRequire(__filename);
  const migrations = load(required[0]!) as { MIGRATIONS: MigrationClass[] };
  const retrieval = load(required[1]!) as { PassageRetrieval: new () => PassageRetrievalLike };
  const chunker = load(required[2]!) as { chunkPages: DocumentChatDist['chunkPages'] };
  const sanitizer = load(path.join(AI_TOOLS_DIST, 'document-chat', 'document-text-sanitizer.js')) as {
    sanitizeDocumentText: DocumentChatDist['sanitizeDocumentText'];
  };
  const query = load(path.join(AI_TOOLS_DIST, 'document-chat', 'or-tsquery.js')) as {
    queryLexemesOf: DocumentChatDist['queryLexemesOf'];
  };
  const relevance = load(path.join(AI_TOOLS_DIST, 'document-chat', 'passage-relevance.js')) as {
    isRelevantMatch: DocumentChatDist['isRelevantMatch'];
  };
  return {
    migrations: migrations.MIGRATIONS,
    chunkPages: chunker.chunkPages,
    sanitizeDocumentText: sanitizer.sanitizeDocumentText,
    createRetrieval: () => new retrieval.PassageRetrieval(),
    queryLexemesOf: query.queryLexemesOf,
    isRelevantMatch: relevance.isRelevantMatch,
  };
}
