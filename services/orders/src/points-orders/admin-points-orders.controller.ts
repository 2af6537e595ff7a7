import { Controller, Get, Query, Res } from '@nestjs/common';
import { adminPointsOrdersQuerySchema, type ApiList, type PointsOrder } from '@studyhub/contracts';
import { Roles, collectAllPages, parseInput, sendCsv, type CsvColumn } from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { PointsOrdersService } from './points-orders.service';

const CSV_COLUMNS: readonly CsvColumn<PointsOrder>[] = [
  { header: 'Points order id', value: (order) => order.id },
  { header: 'Created at', value: (order) => order.created_at },
  { header: 'Buyer id', value: (order) => order.user_id },
  { header: 'Package id', value: (order) => order.package_id },
  { header: 'Amount (USD)', value: (order) => (order.amount_cents / 100).toFixed(2) },
  { header: 'Points', value: (order) => order.points_amount },
  { header: 'Bonus points', value: (order) => order.bonus_points },
  { header: 'Status', value: (order) => order.order_status },
  { header: 'Payment status', value: (order) => order.payment_status },
  { header: 'Payment method', value: (order) => order.payment_method },
  { header: 'Completed at', value: (order) => order.completed_at },
];

/** /api/admin/points-orders: every points order (expired, canceled too) by status and buyer; CSV too. */
@Controller('admin/points-orders')
@Roles('admin')
export class AdminPointsOrdersController {
  constructor(private readonly orders: PointsOrdersService) {}

  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<PointsOrder> | string> {
    const input = parseInput(adminPointsOrdersQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages((page, limit) => this.orders.adminOrders({ ...input, page, limit }));
      return sendCsv(reply, 'points-orders', CSV_COLUMNS, collected);
    }
    return this.orders.adminOrders(input);
  }
}
