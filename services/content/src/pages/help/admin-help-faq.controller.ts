import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import {
  helpFaqInputSchema,
  helpFaqOrderInputSchema,
  type ApiData,
  type HelpFaqEntry,
  type HelpFaqRevision,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  parseInput,
  Roles,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { HelpFaqService } from './help-faq.service';

/** /api/admin/pages/help: create, edit, delete and order the help page's questions. */
@Controller('admin/pages/help')
@Roles('admin')
export class AdminHelpFaqController {
  constructor(private readonly faq: HelpFaqService) {}

  @Get()
  async entries(): Promise<ApiData<HelpFaqEntry[]>> {
    return { data: await this.faq.entries() };
  }

  @Post()
  async create(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<HelpFaqEntry>> {
    const input = parseInput(helpFaqInputSchema, body);
    const created = await this.faq.create(input, { principal, context });
    return { data: created };
  }

  // Declared before `:id` so `order` is never taken for an id.
  @Put('order')
  async reorder(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<HelpFaqEntry[]>> {
    const input = parseInput(helpFaqOrderInputSchema, body);
    const entries = await this.faq.reorder(input.ids, { principal, context });
    return { data: entries };
  }

  @Put(':id')
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<HelpFaqEntry>> {
    const input = parseInput(helpFaqInputSchema, body);
    const updated = await this.faq.update(id, input, { principal, context });
    return { data: updated };
  }

  @Delete(':id')
  async delete(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<{ id: string }>> {
    await this.faq.delete(id, { principal, context });
    return { data: { id } };
  }

  @Get(':id/revisions')
  async revisions(@Param('id', new ParseUUIDPipe()) id: string): Promise<ApiData<HelpFaqRevision[]>> {
    return { data: await this.faq.revisions(id) };
  }
}
