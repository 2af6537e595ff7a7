import { Controller, Get, Query } from '@nestjs/common';
import { adminPointsTransactionsQuerySchema, type AdminPointsTransaction, type ApiList } from '@studyhub/contracts';
import { Roles, parseInput } from '@studyhub/platform';
import { AdminTransactionsRepository } from './admin-transactions.repository';

/** /admin/points-transactions (role admin and status active): the whole ledger, newest first. */
@Controller('admin/points-transactions')
@Roles('admin')
export class AdminTransactionsController {
  constructor(private readonly transactions: AdminTransactionsRepository) {}

  @Get()
  async list(@Query() query: unknown): Promise<ApiList<AdminPointsTransaction>> {
    const input = parseInput(adminPointsTransactionsQuerySchema, query);
    const { transactions, total } = await this.transactions.page(
      { userId: input.user_id ?? null, type: input.type ?? null },
      input,
    );
    return { data: transactions, meta: { page: input.page, limit: input.limit, total } };
  }
}
