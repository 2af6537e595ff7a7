import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  adminWithdrawalsQuerySchema,
  withdrawalRejectionSchema,
  type ApiData,
  type ApiList,
  type Withdrawal,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  Roles,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { WithdrawalsService } from './withdrawals.service';

/** /admin/withdrawals (role admin and status active): the payout queue. */
@Controller('admin/withdrawals')
@Roles('admin')
export class AdminWithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Get()
  list(@Query() query: unknown): Promise<ApiList<Withdrawal>> {
    return this.withdrawals.listAll(parseInput(adminWithdrawalsQuerySchema, query));
  }

  @Post(':id/approve')
  @HttpCode(200)
  async approve(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() admin: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<Withdrawal>> {
    return { data: await this.withdrawals.approve(admin, id, context) };
  }

  /** The points return to the seller's available balance. */
  @Post(':id/reject')
  @HttpCode(200)
  async reject(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() admin: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<Withdrawal>> {
    const { reason } = parseInput(withdrawalRejectionSchema, body);
    return { data: await this.withdrawals.reject(admin, id, reason, context) };
  }

  /** The money has left: withdrawing points go to payout clearing. */
  @Post(':id/paid')
  @HttpCode(200)
  async paid(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() admin: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<Withdrawal>> {
    return { data: await this.withdrawals.markPaid(admin, id, context) };
  }
}
