import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { internalPurchaseSchema, type ApiData, type InternalPurchaseResult } from '@studyhub/contracts';
import { CurrentContext, Internal, parseInput, type RequestContext } from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { answerStatusOf } from '../common/answer-status';
import { PurchasesService } from './purchases.service';

/** Document orders paid with points: only orders calls these (ADR 0014). */
@Controller('internal/purchases')
@Internal('orders')
export class InternalPurchasesController {
  constructor(private readonly purchases: PurchasesService) {}

  @Post()
  async purchase(
    @Body() body: unknown,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<InternalPurchaseResult>> {
    const result = await this.purchases.purchase(parseInput(internalPurchaseSchema, body), context);
    void reply.status(answerStatusOf(result));
    return { data: result };
  }

  @Get(':orderId')
  async find(@Param('orderId', new ParseUUIDPipe()) orderId: string): Promise<ApiData<InternalPurchaseResult>> {
    return { data: await this.purchases.find(orderId) };
  }
}
