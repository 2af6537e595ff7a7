import { Body, Controller, Post, Res } from '@nestjs/common';
import { internalSpendSchema, type ApiData, type InternalSpendResult } from '@studyhub/contracts';
import { CurrentContext, Internal, parseInput, type RequestContext } from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { answerStatusOf } from '../common/answer-status';
import { SpendsService } from './spends.service';

/** POST /internal/spends: signed calls from orders and ai-tools (ADR 0014). */
@Controller('internal/spends')
@Internal('orders', 'ai-tools')
export class InternalSpendsController {
  constructor(private readonly spends: SpendsService) {}

  /** 201 for a new spend, 200 for a repeated key (the first outcome), 402 when the balance is short. */
  @Post()
  async spend(
    @Body() body: unknown,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<InternalSpendResult>> {
    const result = await this.spends.spend(parseInput(internalSpendSchema, body), context);
    void reply.status(answerStatusOf(result));
    return { data: result };
  }
}
