import { Controller, Get, Query } from '@nestjs/common';
import { adminPointsOrdersQuerySchema, type ApiList, type PointsOrder } from '@studyhub/contracts';
import { Roles, parseInput } from '@studyhub/platform';
import { PointsOrdersService } from './points-orders.service';

/** /api/admin/points-orders: every points order, newest first, by status (expired, canceled too) and buyer. */
@Controller('admin/points-orders')
@Roles('admin')
export class AdminPointsOrdersController {
  constructor(private readonly orders: PointsOrdersService) {}

  @Get()
  list(@Query() query: unknown): Promise<ApiList<PointsOrder>> {
    return this.orders.adminOrders(parseInput(adminPointsOrdersQuerySchema, query));
  }
}
