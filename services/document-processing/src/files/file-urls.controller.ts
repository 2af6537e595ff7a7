import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { fileUrlQuerySchema, type ApiData, type FileUrlResponse } from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { FileUrlsService } from './file-urls.service';

@Controller('documents')
@SignedIn()
export class FileUrlsController {
  constructor(private readonly files: FileUrlsService) {}

  /** A signed URL (3600 s) to the full file, for the seller, buyers and admins only. */
  @Get(':documentId/file-url')
  async fileUrl(
    @Param('documentId', new ParseUUIDPipe()) documentId: string,
    @Query() query: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<FileUrlResponse>> {
    return { data: await this.files.fileUrl(principal, documentId, parseInput(fileUrlQuerySchema, query), context) };
  }
}
