import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import type { ApiData, UploadLimitsResponse, UploadStatusResponse } from '@studyhub/contracts';
import { CurrentPrincipal, Public, type Principal, SignedIn } from '@studyhub/platform';
import type { FastifyRequest } from 'fastify';
import { UploadsService } from './uploads.service';

@Controller('uploads')
@SignedIn()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** What the upload page tells sellers before they pick a file. */
  @Public()
  @Get('limits')
  limits(): ApiData<UploadLimitsResponse> {
    return { data: this.uploads.limitsResponse() };
  }

  /** Multipart field `file` (PDF, DOCX or PPTX): checked, stored as a new revision, queued (202). */
  @Put(':documentId')
  @HttpCode(202)
  async upload(
    @Param('documentId', new ParseUUIDPipe()) documentId: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<UploadStatusResponse>> {
    return { data: await this.uploads.receive(principal, documentId, request) };
  }

  @Get(':documentId/status')
  async status(
    @Param('documentId', new ParseUUIDPipe()) documentId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<UploadStatusResponse>> {
    return { data: await this.uploads.status(principal, documentId) };
  }
}
