import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import {
  internalHoldCaptureSchema,
  internalHoldSchema,
  type ApiData,
  type InternalHoldResult,
  type InternalSpendResult,
} from '@studyhub/contracts';
import { CurrentContext, Internal, InternalCaller, parseInput, type RequestContext } from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { answerStatusOf } from '../common/answer-status';
import { HoldsService } from './holds.service';

/** Holds for AI calls: reserve, then capture what the call cost or release it all (ADR 0014). */
@Controller('internal/holds')
@Internal('orders', 'ai-tools')
export class InternalHoldsController {
  constructor(private readonly holds: HoldsService) {}

  @Post()
  async reserve(
    @Body() body: unknown,
    @InternalCaller() caller: string,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<InternalHoldResult>> {
    const answer = await this.holds.reserve(parseInput(internalHoldSchema, body), caller, context);
    void reply.status(answerStatusOf(answer));
    return { data: answer.result };
  }

  @Post(':holdId/capture')
  async capture(
    @Param('holdId', new ParseUUIDPipe()) holdId: string,
    @Body() body: unknown,
    @InternalCaller() caller: string,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<InternalSpendResult>> {
    const result = await this.holds.capture(holdId, parseInput(internalHoldCaptureSchema, body), caller, context);
    void reply.status(answerStatusOf(result));
    return { data: result };
  }

  @Post(':holdId/release')
  @HttpCode(200)
  async release(
    @Param('holdId', new ParseUUIDPipe()) holdId: string,
    @InternalCaller() caller: string,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<InternalHoldResult>> {
    return { data: (await this.holds.release(holdId, caller, context)).result };
  }
}
