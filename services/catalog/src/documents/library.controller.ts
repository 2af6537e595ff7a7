import { Controller, Get, Query } from '@nestjs/common';
import { libraryQuerySchema, type ApiData, type LibraryResponse } from '@studyhub/contracts';
import { CurrentPrincipal, SignedIn, parseInput, type Principal } from '@studyhub/platform';
import { LibraryService } from './library.service';

@Controller('library')
@SignedIn()
export class LibraryController {
  constructor(private readonly library: LibraryService) {}

  @Get()
  async get(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiData<LibraryResponse>> {
    const { tab, limit } = parseInput(libraryQuerySchema, query);
    return { data: await this.library.library(principal.userId, tab, limit) };
  }
}
