import { Controller, Get, Inject } from '@nestjs/common';
import { AI_TOOL_KEYS, aiToolSwitchKey, type AiToolKey, type AiToolsOffer, type ApiData } from '@studyhub/contracts';
import { Public } from '@studyhub/platform';
import { AI_PRICE_SETTINGS, type AiPriceSettingsStore } from './ai-price-settings';
import { AI_TOOL_SETTINGS, type AiToolSettingsStore } from './ai-tool-settings';

/**
 * GET /api/ai-tools/offer: the prices in force (with their version, for a quote) and which tools are
 * open, so every page that names a price shows the one the meter will charge.
 */
@Controller('ai-tools/offer')
@Public()
export class AiToolsOfferController {
  constructor(
    @Inject(AI_PRICE_SETTINGS) private readonly prices: AiPriceSettingsStore,
    @Inject(AI_TOOL_SETTINGS) private readonly tools: AiToolSettingsStore,
  ) {}

  @Get()
  async offer(): Promise<ApiData<AiToolsOffer>> {
    const [prices, tools] = await Promise.all([this.prices.current(), this.tools.current()]);
    return {
      data: {
        prices: prices.value,
        prices_version: prices.version,
        tools: Object.fromEntries(AI_TOOL_KEYS.map((tool) => [tool, tools.value[aiToolSwitchKey(tool)]])) as Record<
          AiToolKey,
          boolean
        >,
      },
    };
  }
}
