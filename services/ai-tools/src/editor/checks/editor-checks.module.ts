import { Inject, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@studyhub/platform';
import { EditorChecksController } from './editor-checks.controller';
import { EditorChecks } from './editor-checks.service';
import { createEditorGrammarEngine, type GrammarEnginePool } from './grammar-engine-pool';
import { HunspellDictionary } from './hunspell-dictionary';

const GRAMMAR_ENGINE = Symbol('GRAMMAR_ENGINE');

/** The editor's offline checks (POST /editor/check). */
@Module({
  controllers: [EditorChecksController],
  providers: [
    { provide: GRAMMAR_ENGINE, useFactory: createEditorGrammarEngine },
    {
      provide: EditorChecks,
      inject: [GRAMMAR_ENGINE],
      useFactory: (engine: GrammarEnginePool) => new EditorChecks(() => HunspellDictionary.load(), engine),
    },
  ],
})
export class EditorChecksModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(GRAMMAR_ENGINE) private readonly engine: GrammarEnginePool,
    private readonly checks: EditorChecks,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Harper compiles in its own threads from the start, and the dictionary loads after it, so the first check waits for neither. */
  onApplicationBootstrap(): void {
    this.engine
      .warmUp()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'grammar engine failed to start'))
      .then(() => this.checks.loadDictionary())
      .catch((error: unknown) => this.logger.warn({ err: error }, 'spelling dictionary failed to load'));
  }

  async onModuleDestroy(): Promise<void> {
    await this.engine.close();
  }
}
