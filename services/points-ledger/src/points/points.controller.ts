import { Controller, Get, Query } from '@nestjs/common';
import {
  pointsHistoryQuerySchema,
  type ApiData,
  type ApiList,
  type PointsBalance,
  type PointsTransaction,
} from '@studyhub/contracts';
import { CurrentPrincipal, SignedIn, parseInput, type Principal } from '@studyhub/platform';
import { PointsService } from './points.service';

/** /points: the signed-in user's own balance and history, nobody else's. */
@Controller('points')
@SignedIn()
export class PointsController {
  constructor(private readonly points: PointsService) {}

  @Get('balance')
  async balance(@CurrentPrincipal() principal: Principal): Promise<ApiData<PointsBalance>> {
    return { data: await this.points.balanceOf(principal) };
  }

  /** Newest first; `type` is a transaction type or all, credits, spending; `from`/`to` are UTC dates. */
  @Get('transactions')
  transactions(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<ApiList<PointsTransaction>> {
    return this.points.historyOf(principal, parseInput(pointsHistoryQuerySchema, query));
  }
}
