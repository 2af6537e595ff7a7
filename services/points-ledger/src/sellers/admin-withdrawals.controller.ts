import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
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
  collectAllPages,
  parseInput,
  sendCsv,
  type CsvColumn,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { WithdrawalsService } from './withdrawals.service';

const CSV_COLUMNS: readonly CsvColumn<Withdrawal>[] = [
  { header: 'Withdrawal id', value: (row) => row.id },
  { header: 'Requested at', value: (row) => row.requested_at },
  { header: 'Seller id', value: (row) => row.seller_id },
  { header: 'Points', value: (row) => row.amount_points },
  { header: 'Payout (USD)', value: (row) => (row.amount_cents / 100).toFixed(2) },
  { header: 'Method', value: (row) => row.method },
  { header: 'Destination', value: (row) => row.destination },
  { header: 'Status', value: (row) => row.status },
  { header: 'Reason', value: (row) => row.reason },
  { header: 'Decided at', value: (row) => row.decided_at },
  { header: 'Paid at', value: (row) => row.paid_at },
];

/** /admin/withdrawals (role admin and status active): the payout queue, exportable as CSV. */
@Controller('admin/withdrawals')
@Roles('admin')
export class AdminWithdrawalsController {
  constructor(private readonly withdrawals: WithdrawalsService) {}

  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<Withdrawal> | string> {
    const input = parseInput(adminWithdrawalsQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages((page, limit) => this.withdrawals.listAll({ ...input, page, limit }));
      return sendCsv(reply, 'withdrawals', CSV_COLUMNS, collected);
    }
    return this.withdrawals.listAll(input);
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
