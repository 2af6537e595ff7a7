import { Controller, Get, Query } from '@nestjs/common';
import {
  paginationQuerySchema,
  sellerOverviewQuerySchema,
  type ApiData,
  type ApiList,
  type SellerOverview,
  type SellerSale,
} from '@studyhub/contracts';
import { CurrentPrincipal, SignedIn, parseInput, type Principal } from '@studyhub/platform';
import { SellerService } from './seller.service';

/** Seller mode: the caller's own sales. */
@Controller('seller')
@SignedIn()
export class SellerController {
  constructor(private readonly seller: SellerService) {}

  @Get('overview')
  async overview(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiData<SellerOverview>> {
    const { days } = parseInput(sellerOverviewQuerySchema, query);
    return { data: await this.seller.overview(principal.userId, days) };
  }

  @Get('orders')
  orders(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiList<SellerSale>> {
    return this.seller.sales(principal.userId, parseInput(paginationQuerySchema, query));
  }
}
