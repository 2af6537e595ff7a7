import { Controller, Get } from '@nestjs/common';
import type { ApiData, HelpFaqEntry } from '@studyhub/contracts';
import { Public } from '@studyhub/platform';
import { HelpFaqService } from './help-faq.service';

/** /api/pages/help: the help page's questions in display order. */
@Controller('pages/help')
@Public()
export class HelpFaqController {
  constructor(private readonly faq: HelpFaqService) {}

  @Get()
  async entries(): Promise<ApiData<HelpFaqEntry[]>> {
    return { data: await this.faq.entries() };
  }
}
