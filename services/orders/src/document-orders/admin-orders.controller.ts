import { Controller, Get, Query, Res } from '@nestjs/common';
import { adminOrdersQuerySchema, type ApiList, type DocumentOrder } from '@studyhub/contracts';
import { Roles, collectAllPages, parseInput, sendCsv, type CsvColumn } from '@studyhub/platform';
import type { FastifyReply } from 'fastify';
import { DocumentOrdersService } from './document-orders.service';

const CSV_COLUMNS: readonly CsvColumn<DocumentOrder>[] = [
  { header: 'Order id', value: (order) => order.id },
  { header: 'Created at', value: (order) => order.created_at },
  { header: 'Buyer id', value: (order) => order.user_id },
  { header: 'Status', value: (order) => order.status },
  { header: 'Payment status', value: (order) => order.payment_status },
  { header: 'Total points', value: (order) => order.total_points },
  { header: 'Documents', value: (order) => order.items.map((item) => item.title).join('; ') },
  { header: 'Document ids', value: (order) => order.items.map((item) => item.document_id).join('; ') },
  { header: 'Completed at', value: (order) => order.completed_at },
  { header: 'Refunded at', value: (order) => order.refunded_at },
];

/** /api/admin/orders: every document order by status and buyer, newest first or as asked; CSV too. */
@Controller('admin/orders')
@Roles('admin')
export class AdminOrdersController {
  constructor(private readonly orders: DocumentOrdersService) {}

  @Get()
  async list(
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiList<DocumentOrder> | string> {
    const input = parseInput(adminOrdersQuerySchema, query);
    if (input.format === 'csv') {
      const collected = await collectAllPages((page, limit) => this.orders.adminOrders({ ...input, page, limit }));
      return sendCsv(reply, 'orders', CSV_COLUMNS, collected);
    }
    return this.orders.adminOrders(input);
  }
}
