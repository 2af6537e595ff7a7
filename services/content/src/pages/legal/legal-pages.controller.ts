import { Controller, Get, Param } from '@nestjs/common';
import type { ApiData, LegalPage, LegalPageSummary } from '@studyhub/contracts';
import { Public } from '@studyhub/platform';
import { LegalPagesService } from './legal-pages.service';

/** /api/pages/legal: the live version of each legal page, for everyone. */
@Controller('pages/legal')
@Public()
export class LegalPagesController {
  constructor(private readonly pages: LegalPagesService) {}

  @Get()
  async index(): Promise<ApiData<LegalPageSummary[]>> {
    return { data: await this.pages.liveIndex() };
  }

  @Get(':slug')
  async page(@Param('slug') slug: string): Promise<ApiData<LegalPage>> {
    return { data: await this.pages.livePage(slug) };
  }
}
