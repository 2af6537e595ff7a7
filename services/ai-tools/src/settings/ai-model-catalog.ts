import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AiModelChoices, AiToolSettings } from '@studyhub/contracts';
import { LLM_FEATURES } from '../ai-tools.config';
import { LlmGateway } from '../llm/llm-gateway.service';
import { AI_TOOL_SETTINGS, modelSettingOf, type AiToolSettingsStore } from './ai-tool-settings';
import { AiToolsSettingsErrors } from './ai-tools-settings.errors';

/**
 * The models an admin may choose per feature: those the configured endpoint lists. A save of the
 * ai-tools group that names another is refused with 400 MODEL_NOT_OFFERED; a model left as it was
 * passes unchecked, so a tool can still be switched off while the endpoint is down.
 */
@Injectable()
export class AiModelCatalog implements OnModuleInit {
  constructor(
    private readonly llm: LlmGateway,
    @Inject(AI_TOOL_SETTINGS) private readonly settings: AiToolSettingsStore,
  ) {}

  onModuleInit(): void {
    this.settings.checkSavesWith((value, current) => this.checkChosenModels(value, current));
  }

  async choices(): Promise<AiModelChoices> {
    const defaults = this.llm.deploymentModels();
    if (!this.llm.isConfigured) return { configured: false, defaults, models: [] };
    return { configured: true, defaults, models: await this.llm.offeredModels() };
  }

  private async checkChosenModels(value: AiToolSettings, current: AiToolSettings): Promise<void> {
    const chosen = LLM_FEATURES.map(modelSettingOf).filter((key) => value[key] !== null && value[key] !== current[key]);
    if (chosen.length === 0) return;
    if (!this.llm.isConfigured) {
      throw AiToolsSettingsErrors.MODEL_NOT_OFFERED({
        message: 'No AI endpoint is configured, so no model can be chosen. Leave each model on the default.',
        fields: Object.fromEntries(chosen.map((key) => [`value.${key}`, ['No AI endpoint is configured.']])),
      });
    }
    const offered = new Set(await this.llm.offeredModels());
    const missing = chosen.filter((key) => !offered.has(value[key]!));
    if (missing.length === 0) return;
    const names = missing.map((key) => `“${value[key]}”`).join(', ');
    throw AiToolsSettingsErrors.MODEL_NOT_OFFERED({
      message: `The AI endpoint does not offer ${names}. Choose one of the models it lists.`,
      fields: Object.fromEntries(
        missing.map((key) => [`value.${key}`, [`The AI endpoint does not offer “${value[key]}”.`]]),
      ),
      details: { not_offered: missing.map((key) => value[key]) },
    });
  }
}
