import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DataSource, MigrationInterface } from 'typeorm';
import { REPO_ROOT } from '../../stack/repo-root';

/** The built plagiarism checker (infra does not depend on the service package). */
export const PLAGIARISM_DIST = path.join(REPO_ROOT, 'services', 'ai-tools', 'dist', 'plagiarism');
const MIGRATION_DIST = path.join(REPO_ROOT, 'services', 'ai-tools', 'dist', 'migrations', '1765500000000-plagiarism.js');

export interface TokenLike {
  word: string;
  start: number;
  end: number;
}

export interface GramLike {
  hash: string;
  kind: 'content' | 'stopword';
  first: number;
  last: number;
}

export interface AlignmentSettingsLike {
  grams: { contentN: number; stopwordN: number };
  maxQueryGap: number;
  maxSourceGap: number;
  minSeeds: number;
  minStopwordSeeds: number;
  minWords: number;
  maxSentenceExtension: number;
  maxOccurrences: number;
}

export interface PlacedPassageLike {
  source: { id: string; kind: string; externalId: string; title: string; slug: string | null; body: string };
  inputStart: number;
  inputEnd: number;
  sourceStart: number;
  sourceEnd: number;
  share: number;
  excludedAs: string | null;
}

export interface CheckOutcomeLike {
  summary: { similarity: number; passages: PlacedPassageLike[] };
}

/** What the bench uses of `services/ai-tools/dist/plagiarism`. */
export interface PlagiarismDist {
  engine: {
    analyseText(text: string): { tokens: TokenLike[]; words: string[]; sentenceOf: number[] };
    indexFingerprints(analysed: { tokens: TokenLike[] }): GramLike[];
    ALIGNMENT_SETTINGS: AlignmentSettingsLike;
    INDEX_WINDOW: number;
  };
  newChecker(
    dataSource: DataSource,
  ): {
    check(
      text: string,
      options: { includeQuotes: boolean; includeBibliography: boolean; kinds?: string[] },
      alignment?: AlignmentSettingsLike,
    ): Promise<CheckOutcomeLike>;
  };
  newCorpus(): {
    replace(
      manager: DataSource['manager'],
      source: {
        kind: 'document';
        externalId: string;
        title: string;
        slug: string | null;
        ownerId: string | null;
        body: string;
        wordCount: number;
      },
      fingerprints: readonly GramLike[],
    ): Promise<string>;
  };
  migration(): MigrationInterface;
}

export function loadPlagiarism(): PlagiarismDist {
  const checkerFile = path.join(PLAGIARISM_DIST, 'checker', 'plagiarism-checker.js');
  if (!existsSync(checkerFile) || !existsSync(MIGRATION_DIST)) {
    throw new Error(`no built plagiarism checker in ${PLAGIARISM_DIST}: run npm run build:backend`);
  }
  const load = createRequire(__filename);
  const engine = load(path.join(PLAGIARISM_DIST, 'engine', 'index.js')) as PlagiarismDist['engine'];
  const { PlagiarismChecker } = load(checkerFile) as {
    PlagiarismChecker: new (dataSource: DataSource, corpus: unknown) => ReturnType<PlagiarismDist['newChecker']>;
  };
  const { PlagiarismCorpusRepository } = load(
    path.join(PLAGIARISM_DIST, 'corpus', 'plagiarism-corpus.repository.js'),
  ) as { PlagiarismCorpusRepository: new () => ReturnType<PlagiarismDist['newCorpus']> };
  const { Plagiarism1765500000000 } = load(MIGRATION_DIST) as { Plagiarism1765500000000: new () => MigrationInterface };
  return {
    engine,
    newChecker: (dataSource) => new PlagiarismChecker(dataSource, new PlagiarismCorpusRepository()),
    newCorpus: () => new PlagiarismCorpusRepository(),
    migration: () => new Plagiarism1765500000000(),
  };
}
