import { Controller, Get } from '@nestjs/common';
import type { AiModelChoices, ApiData } from '@studyhub/contracts';
import { Roles } from '@studyhub/platform';
import { AiModelCatalog } from './ai-model-catalog';

/** GET /api/admin/ai-tools/models: what the admin may choose for each feature's model. */
@Controller('admin/ai-tools/models')
@Roles('admin')
export class AiModelsController {
  constructor(private readonly catalog: AiModelCatalog) {}

  @Get()
  async models(): Promise<ApiData<AiModelChoices>> {
    return { data: await this.catalog.choices() };
  }
}
