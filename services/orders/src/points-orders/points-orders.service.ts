import { Inject, Injectable } from '@nestjs/common';
import type {
  ApiList,
  EVENT_CATALOG,
  PaginationQuery,
  PointsOrder,
  PointsOrderCreated,
  PointsOrderRequest,
} from '@studyhub/contracts';
import {
  LOGGER,
  OutboxWriter,
  isActiveAdmin,
  logFieldsOf,
  type Logger,
  type Principal,
  type RequestContext,
} from '@studyhub/platform';
import { DataSource } from 'typeorm';
import type { AdminPointsOrdersQuery } from '../common/admin-orders-query';
import { listOf } from '../common/paging';
import { ActivePaymentProvider } from '../payments/active-payment-provider';
import { PointsCatalogService, type PricedPurchase } from '../points-catalog/points-catalog.service';
import { centsOf } from '../points-catalog/points-pricing';
import { pointsOrderOf, pointsPurchasedOf } from './points-order.dto';
import { PointsOrderErrors } from './points-orders.errors';
import { PointsOrdersRepository } from './points-orders.repository';

/** Who is buying, from the request, kept on the order (spec section 3, points_orders). */
export interface BuyerClient {
  userAgent: string | null;
  ipAddress: string | null;
}

/**
 * Buying points. The simulated provider completes the order at once (spec section 4) and commits
 * points.purchased.v1 with it; Stripe leaves it pending until the signed webhook says it is paid.
 */
@Injectable()
export class PointsOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: PointsOrdersRepository,
    private readonly catalog: PointsCatalogService,
    private readonly payments: ActivePaymentProvider,
    private readonly outbox: OutboxWriter<typeof EVENT_CATALOG>,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(
    principal: Principal,
    request: PointsOrderRequest,
    client: BuyerClient,
    context: RequestContext,
  ): Promise<PointsOrderCreated> {
    const priced =
      'package_id' in request
        ? await this.catalog.pricePackage(request.package_id)
        : await this.catalog.priceAmount(centsOf(request.amount_usd));
    const stripe = this.payments.stripe;
    if (!stripe) {
      const order = await this.dataSource.transaction(async (manager) => {
        const row = await this.repository.insert(manager, this.newOrder(principal, priced, client, true));
        await this.outbox.append(manager, 'points.purchased.v1', pointsPurchasedOf(row), { context });
        return row;
      });
      return { order: pointsOrderOf(order), client_secret: null, publishable_key: null };
    }

    const pending = await this.dataSource.transaction((manager) =>
      this.repository.insert(manager, this.newOrder(principal, priced, client, false)),
    );
    let intent;
    try {
      intent = await stripe.createPaymentIntent({
        orderId: pending.id,
        userId: principal.userId,
        amountCents: pending.amount_cents,
        points: pending.points_amount + pending.bonus_points,
        description: `${pending.points_amount + pending.bonus_points} Studyhub points`,
      });
    } catch (error) {
      this.logger.error(
        { ...logFieldsOf(context), err: error, pointsOrderId: pending.id },
        'Stripe refused the PaymentIntent',
      );
      await this.repository.markNotStarted(pending.id);
      throw PointsOrderErrors.PAYMENT_UNAVAILABLE({ cause: error });
    }
    const order = await this.repository.attachPaymentIntent(pending.id, intent.id);
    return { order: pointsOrderOf(order), client_secret: intent.clientSecret, publishable_key: stripe.publishableKey };
  }

  async ownOrders(principal: Principal, query: PaginationQuery): Promise<ApiList<PointsOrder>> {
    return listOf(await this.repository.pageOfUser(principal.userId, query), query, pointsOrderOf);
  }

  /** The buyer's own order (or any, for an admin); others learn nothing. */
  async order(principal: Principal, id: string): Promise<PointsOrder> {
    const row = await this.repository.find(id);
    if (!row || (row.user_id !== principal.userId && !isActiveAdmin(principal))) {
      throw PointsOrderErrors.POINTS_ORDER_NOT_FOUND();
    }
    return pointsOrderOf(row);
  }

  async adminOrders(query: AdminPointsOrdersQuery): Promise<ApiList<PointsOrder>> {
    return listOf(
      await this.repository.page({ userId: query.user_id, status: query.status }, query, query),
      query,
      pointsOrderOf,
    );
  }

  private newOrder(principal: Principal, priced: PricedPurchase, client: BuyerClient, completed: boolean) {
    return {
      userId: principal.userId,
      packageId: priced.packageId,
      amountCents: priced.amountCents,
      basePoints: priced.basePoints,
      bonusPoints: priced.bonusPoints,
      provider: this.payments.name,
      completed,
      userAgent: client.userAgent,
      ipAddress: client.ipAddress,
      metadata: client.userAgent ? { browser: client.userAgent } : {},
    } satisfies Parameters<PointsOrdersRepository['insert']>[1];
  }
}
