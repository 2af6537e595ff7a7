import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import {
  paginationQuerySchema,
  pointsOrderRequestSchema,
  type ApiData,
  type ApiList,
  type PointsOrder,
  type PointsOrderCreated,
} from '@studyhub/contracts';
import {
  CurrentContext,
  CurrentPrincipal,
  SignedIn,
  parseInput,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import type { FastifyRequest } from 'fastify';
import { PointsOrdersService } from './points-orders.service';

/** Buying points: create-points-payment-intent and the buyer's points orders. */
@Controller('points/orders')
@SignedIn()
export class PointsOrdersController {
  constructor(private readonly orders: PointsOrdersService) {}

  /** A package or a custom amount; with Stripe the answer carries the client secret. */
  @Post()
  async create(
    @Body() body: unknown,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
    @CurrentContext() context: RequestContext,
  ): Promise<ApiData<PointsOrderCreated>> {
    const input = parseInput(pointsOrderRequestSchema, body);
    const userAgent = request.headers['user-agent'];
    const client = { userAgent: userAgent ? userAgent.slice(0, 500) : null, ipAddress: request.ip || null };
    return { data: await this.orders.create(principal, input, client, context) };
  }

  @Get()
  list(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<ApiList<PointsOrder>> {
    return this.orders.ownOrders(principal, parseInput(paginationQuerySchema, query));
  }

  @Get(':id')
  async get(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiData<PointsOrder>> {
    return { data: await this.orders.order(principal, id) };
  }
}
