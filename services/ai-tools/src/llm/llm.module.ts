import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER, REDIS, SERVICE_CONFIG } from '@studyhub/platform';
import type { AiToolsEnv } from '../ai-tools.config';
import { AI_TOOL_SETTINGS, modelSettingOf, type AiToolSettingsStore } from '../settings/ai-tool-settings';
import { LlmController } from './llm.controller';
import { LlmGateway } from './llm-gateway.service';
import { LlmQuota } from './llm-quota';
import { llmSettingsOf } from './llm-settings';
import { OpenAiClient } from './openai.client';

/** The LLM gateway: the one way ai-tools features reach a model. */
@Module({
  controllers: [LlmController],
  providers: [
    {
      provide: LlmGateway,
      inject: [SERVICE_CONFIG, REDIS, LOGGER, AI_TOOL_SETTINGS],
      useFactory: (config: AiToolsEnv, redis: Redis, logger: Logger, tools: AiToolSettingsStore) => {
        const settings = llmSettingsOf(config);
        const client = settings.configured ? new OpenAiClient(settings.endpoint) : null;
        return new LlmGateway(
          settings,
          client,
          new LlmQuota(redis, settings.limits),
          logger.child({ component: 'llm' }),
          // The admin's choice, from this replica's copy (reloaded as soon as a change is announced).
          async (feature) => (await tools.current()).value[modelSettingOf(feature)],
        );
      },
    },
  ],
  exports: [LlmGateway],
})
export class LlmModule implements OnApplicationBootstrap {
  constructor(
    @Inject(LlmGateway) private readonly gateway: LlmGateway,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The capability probe runs at start but never holds the boot: an endpoint may be down for a while. */
  onApplicationBootstrap(): void {
    if (!this.gateway.isConfigured) {
      this.logger.warn('LLM_BASE_URL is not set: AI generation answers 503 LLM_NOT_CONFIGURED');
      return;
    }
    this.gateway.warmUp().catch((error: unknown) => this.logger.warn({ err: error }, 'LLM capability probe failed'));
  }
}
