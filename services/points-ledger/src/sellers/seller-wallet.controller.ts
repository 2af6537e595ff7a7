import { Body, Controller, Get, Headers, Post, Query, Res } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeaderSchema,
  paginationQuerySchema,
  withdrawalRequestSchema,
  type ApiData,
  type ApiList,
  type SellerWallet,
  type Withdrawal,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { answerStatusOf } from '../common/answer-status';
import { WalletService } from './wallet.service';
import { WithdrawalsService } from './withdrawals.service';

/** Seller mode: the caller's own earnings and withdrawals (the caller is always the seller). */
@Controller('seller')
@SignedIn()
export class SellerWalletController {
  constructor(
    private readonly wallets: WalletService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  @Get('wallet')
  async wallet(@CurrentPrincipal() principal: Principal): Promise<ApiData<SellerWallet>> {
    return { data: await this.wallets.walletOf(principal) };
  }

  @Get('withdrawals')
  list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<ApiList<Withdrawal>> {
    return this.withdrawals.listOwn(principal, parseInput(paginationQuerySchema, query));
  }

  /** 201 with the new withdrawal; a repeated Idempotency-Key answers the first one with 200. */
  @Post('withdrawals')
  async request(
    @CurrentPrincipal() principal: Principal,
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: unknown,
    @CurrentContext() context: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiData<Withdrawal>> {
    const input = parseInput(withdrawalRequestSchema, body);
    const key = parseInput(idempotencyKeyHeaderSchema, idempotencyKey);
    const answer = await this.withdrawals.request(principal, input, key, context);
    void reply.status(answerStatusOf(answer));
    return { data: answer.withdrawal };
  }
}
