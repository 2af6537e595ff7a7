import { Controller, Get, Query, Res } from '@nestjs/common';
import { adminPointsTransactionsQuerySchema, type AdminPointsTransaction, type ApiList } from '@studyhub/contracts';
import { Roles, collectAllPages, parseInput, sendCsv, type CsvColumn } from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { AdminTransactionsRepository } from './admin-transactions.repository';

/** The points a transaction moved for its user: the sum of the entries on that user's accounts. */
const userAmountOf = (transaction: AdminPointsTransaction): number =>
  transaction.entries
    .filter((entry) => entry.owner_id !== null && entry.owner_id === transaction.user_id)
    .reduce((sum, entry) => sum + entry.amount, 0);

const CSV_COLUMNS: readonly CsvColumn<AdminPointsTransaction>[] = [
  { header: 'Transaction id', value: (row) => row.id },
  { header: 'Created at', value: (row) => row.created_at },
  { header: 'User id', value: (row) => row.user_id },
  { header: 'Type', value: (row) => row.type },
  { header: 'Purpose', value: (row) => row.purpose },
  { header: 'Description', value: (row) => row.description },
  { header: 'User amount', value: userAmountOf },
  {
    header: 'Entries',
    value: (row) =>
      row.entries
        .map((entry) => `${entry.account}${entry.owner_id ? `:${entry.owner_id}` : ''} ${entry.amount}`)
        .join('; '),
  },
];

/** /admin/points-transactions (role admin and status active): the whole ledger, newest first or as asked; CSV too. */
@Controller('admin/points-transactions')
@Roles('admin')
export class AdminTransactionsController {
  constructor(private readonly transactions: AdminTransactionsRepository) {}

  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<AdminPointsTransaction> | string> {
    const input = parseInput(adminPointsTransactionsQuerySchema, query);
    const readPage = async (page: number, limit: number): Promise<ApiList<AdminPointsTransaction>> => {
      const { transactions, total } = await this.transactions.page(
        { userId: input.user_id ?? null, type: input.type ?? null },
        { page, limit },
        input,
      );
      return { data: transactions, meta: { page, limit, total } };
    };
    if (input.format === 'csv')
      return sendCsv(reply, 'points-transactions', CSV_COLUMNS, await collectAllPages(readPage));
    return readPage(input.page, input.limit);
  }
}
