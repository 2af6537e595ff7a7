import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { legalSubmissionRequestSchema, type ApiData, type LegalSubmissionResponse } from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Public,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { LegalSubmissionsService } from './legal-submissions.service';
import { formSenderOf } from '../../common/form-sender';

/** POST /api/pages/legal/submissions: a complaint or a notice-and-takedown request. */
@Controller('pages/legal/submissions')
export class LegalSubmissionsController {
  constructor(private readonly submissions: LegalSubmissionsService) {}

  @Public()
  @Post()
  @HttpCode(201)
  async submit(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal | undefined,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<LegalSubmissionResponse>> {
    const input = parseInput(legalSubmissionRequestSchema, body);
    const sender = formSenderOf(request, principal);
    return { data: await this.submissions.submit(input, sender, context) };
  }
}
