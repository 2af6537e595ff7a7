import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { contactMessageRequestSchema, type ApiData, type ContactMessageResponse } from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Public,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { ContactService } from './contact.service';
import { formSenderOf } from '../common/form-sender';

@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @Post()
  @HttpCode(201)
  async submit(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal | undefined,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<ContactMessageResponse>> {
    const input = parseInput(contactMessageRequestSchema, body);
    const sender = formSenderOf(request, principal);
    const data = await this.contact.submit(input, sender, context);
    return { data };
  }
}
