import { Global, Module } from '@nestjs/common';
import { SettingsModule } from '@studyhub/platform';
import { LlmModule } from '../llm/llm.module';
import { AiModelCatalog } from './ai-model-catalog';
import { AiModelsController } from './ai-models.controller';
import { aiPriceSettings } from './ai-price-settings';
import { aiToolSettings } from './ai-tool-settings';
import { AiToolsOfferController } from './ai-tools-offer.controller';
import { ToolSwitchGuard } from './tool-switch.guard';

/**
 * The AI prices and the tools' switches and models (ADR 0032): the admin routes come from the
 * platform; the public offer, the admin's model list, and the guard behind `@ToolSwitch` from here.
 */
@Global()
@Module({
  imports: [SettingsModule.forGroups([aiPriceSettings, aiToolSettings]), LlmModule],
  controllers: [AiToolsOfferController, AiModelsController],
  providers: [AiModelCatalog, ToolSwitchGuard],
  exports: [ToolSwitchGuard],
})
export class AiToolsSettingsModule {}
