import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
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
export class EditorChecksModule implements OnModuleInit, OnModuleDestroy {
  constructor(
    @Inject(GRAMMAR_ENGINE) private readonly engine: GrammarEnginePool,
    private readonly checks: EditorChecks,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Harper compiles in its own threads from the start; the dictionary takes a second or more in
   * this thread, so it loads before the service listens and never stalls a request once ready.
   * The first check waits for neither.
   */
  onModuleInit(): void {
    this.engine.warmUp().catch((error: unknown) => this.logger.warn({ err: error }, 'grammar engine failed to start'));
    try {
      this.checks.loadDictionary();
    } catch (error) {
      this.logger.warn({ err: error }, 'spelling dictionary failed to load');
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.engine.close();
  }
}
