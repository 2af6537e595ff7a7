import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { EditorCheckResponse } from '@studyhub/contracts';
import { REPO_ROOT } from '../../stack/repo-root';

/** The built editor checks (infra does not depend on the service package). */
export const EDITOR_CHECKS_DIST = path.join(REPO_ROOT, 'services', 'ai-tools', 'dist', 'editor', 'checks');

export interface GrammarEngineLike {
  close(): Promise<void>;
}

export interface EditorChecksLike {
  check(text: string): Promise<EditorCheckResponse>;
}

interface HarperLintLike {
  rule: string;
  kind: string;
  start: number;
  end: number;
}

/** What the bench uses of `services/ai-tools/dist/editor/checks`. */
export interface EditorChecksDist {
  createChecks(): { checks: EditorChecksLike; engine: GrammarEngineLike };
  /** Harper with every default rule on, its own spell check included: the baseline. */
  createHarperDefaults(): { lint(text: string): Promise<HarperLintLike[]>; close(): Promise<void> };
}

interface Modules {
  service: { EditorChecks: new (load: () => unknown, engine: unknown) => EditorChecksLike };
  pool: { createEditorGrammarEngine(): GrammarEngineLike };
  engine: {
    HarperEngine: new (
      disabled: readonly string[],
    ) => GrammarEngineLike & { lint(text: string): Promise<HarperLintLike[]> };
  };
  dictionary: { HunspellDictionary: { load(): unknown } };
}

export function loadEditorChecks(): EditorChecksDist {
  if (!existsSync(path.join(EDITOR_CHECKS_DIST, 'editor-checks.service.js'))) {
    throw new Error(`no built editor checks in ${EDITOR_CHECKS_DIST}: run npm run build:backend`);
  }
  const load = createRequire(__filename);
  const from = (file: string): unknown => load(path.join(EDITOR_CHECKS_DIST, file));
  const modules: Modules = {
    service: from('editor-checks.service.js') as Modules['service'],
    pool: from('grammar-engine-pool.js') as Modules['pool'],
    engine: from('harper-engine.js') as Modules['engine'],
    dictionary: from('hunspell-dictionary.js') as Modules['dictionary'],
  };
  return {
    createChecks: () => {
      // The service's own wiring, worker pool included.
      const engine = modules.pool.createEditorGrammarEngine();
      return {
        checks: new modules.service.EditorChecks(() => modules.dictionary.HunspellDictionary.load(), engine),
        engine,
      };
    },
    createHarperDefaults: () => new modules.engine.HarperEngine([]),
  };
}
