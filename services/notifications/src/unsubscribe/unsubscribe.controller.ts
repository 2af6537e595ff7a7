import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { unsubscribeTokenQuerySchema, type ApiData, type UnsubscribeInfo } from '@studyhub/contracts';
import { Public, parseInput } from '@studyhub/platform';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * The link in every preference-controlled e-mail. Public: the signed token is the proof. A GET
 * (a person, or a mail scanner following links) changes nothing and sends the browser to the
 * site's confirmation page; the one-click POST a mail client sends (`List-Unsubscribe=One-Click`
 * in the body, token in the URL) turns the preference off, as does the confirmation page.
 */
@Controller('notifications/unsubscribe')
@Public()
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @Get()
  async open(@Query() query: unknown, @Res() reply: FastifyReply): Promise<void> {
    const { token } = parseInput(unsubscribeTokenQuerySchema, query);
    await reply.status(303).header('location', this.unsubscribe.landingPageFor(token)).send();
  }

  @Get('info')
  async info(@Query() query: unknown): Promise<ApiData<UnsubscribeInfo>> {
    const { token } = parseInput(unsubscribeTokenQuerySchema, query);
    return { data: await this.unsubscribe.describe(token) };
  }

  @Post()
  @HttpCode(200)
  async confirm(@Query() query: unknown): Promise<ApiData<UnsubscribeInfo>> {
    const { token } = parseInput(unsubscribeTokenQuerySchema, query);
    return { data: await this.unsubscribe.unsubscribe(token) };
  }
}
