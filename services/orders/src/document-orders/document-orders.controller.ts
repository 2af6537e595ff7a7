import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  checkoutRequestSchema,
  paginationQuerySchema,
  refundRequestSchema,
  type ApiData,
  type ApiList,
  type DocumentOrder,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { CheckoutService } from './checkout.service';
import { DocumentOrdersService } from './document-orders.service';
import { RefundsService } from './refunds.service';

/** Checkout of the cart, the buyer's document orders and their refunds. */
@Controller('orders')
@SignedIn()
export class DocumentOrdersController {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly orders: DocumentOrdersService,
    private readonly refunds: RefundsService,
  ) {}

  @Post('checkout')
  async checkout(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<DocumentOrder>> {
    return { data: await this.checkouts.checkout(principal, parseInput(checkoutRequestSchema, body), context) };
  }

  @Get()
  list(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiList<DocumentOrder>> {
    return this.orders.ownOrders(principal, parseInput(paginationQuerySchema, query));
  }

  @Get(':id')
  async get(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<DocumentOrder>> {
    return { data: await this.orders.order(principal, id) };
  }

  @Post(':id/refund')
  @HttpCode(200)
  async refund(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<DocumentOrder>> {
    const { reason } = parseInput(refundRequestSchema, body ?? {});
    return { data: await this.refunds.refund(principal, id, reason, context) };
  }
}
