import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../../stack/repo-root';

/** The built flashcard generation code (infra does not depend on the service package). */
export const FLASHCARDS_GENERATION_DIST = path.join(
  REPO_ROOT,
  'services',
  'ai-tools',
  'dist',
  'flashcards',
  'generation',
);

export interface KeyTermLike {
  label: string;
  acronym: string | null;
  definition: string | null;
}

export interface BackgroundLike {
  idf(word: string): number;
}

export interface SourcePassageLike {
  text: string;
  pageFrom: number | null;
  pageTo: number | null;
}

export interface FlashcardsGenerationDist {
  keyTermsOf(passages: readonly SourcePassageLike[], background?: BackgroundLike): KeyTermLike[];
  backgroundOf(frequencies: ReadonlyMap<string, number>, documents: number): BackgroundLike;
}

export function loadFlashcardsGeneration(): FlashcardsGenerationDist {
  if (!existsSync(path.join(FLASHCARDS_GENERATION_DIST, 'offline-flashcards.js'))) {
    throw new Error(`no built flashcard generation in ${FLASHCARDS_GENERATION_DIST}: run npm run build:backend`);
  }
  const load = createRequire(__filename);
  const offline = load(path.join(FLASHCARDS_GENERATION_DIST, 'offline-flashcards.js')) as Pick<
    FlashcardsGenerationDist,
    'keyTermsOf'
  >;
  const background = load(path.join(FLASHCARDS_GENERATION_DIST, 'background-frequencies.js')) as Pick<
    FlashcardsGenerationDist,
    'backgroundOf'
  >;
  return { keyTermsOf: offline.keyTermsOf, backgroundOf: background.backgroundOf };
}
