import { Controller, Get } from '@nestjs/common';
import { Public } from '@studyhub/platform';
import { LlmGateway, type LlmStatus } from './llm-gateway.service';

/**
 * Whether AI generation is available and what the endpoint can do, so the UI can explain a
 * disabled tool before anyone pays: 503 LLM_NOT_CONFIGURED with the way to enable it, else the
 * models and the probed capabilities.
 */
@Controller('llm')
export class LlmController {
  constructor(private readonly gateway: LlmGateway) {}

  @Public()
  @Get('status')
  async status(): Promise<{ data: LlmStatus }> {
    return { data: await this.gateway.status() };
  }
}
