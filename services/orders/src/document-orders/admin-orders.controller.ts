import { Controller, Get, Query } from '@nestjs/common';
import { adminOrdersQuerySchema, type ApiList, type DocumentOrder } from '@studyhub/contracts';
import { Roles, parseInput } from '@studyhub/platform';
import { DocumentOrdersService } from './document-orders.service';

/** /api/admin/orders: every document order, newest first, by status and buyer. */
@Controller('admin/orders')
@Roles('admin')
export class AdminOrdersController {
  constructor(private readonly orders: DocumentOrdersService) {}

  @Get()
  list(@Query() query: unknown): Promise<ApiList<DocumentOrder>> {
    return this.orders.adminOrders(parseInput(adminOrdersQuerySchema, query));
  }
}
