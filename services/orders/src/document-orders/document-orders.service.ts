import { Injectable } from '@nestjs/common';
import type { ApiList, DocumentOrder, PaginationQuery } from '@studyhub/contracts';
import { isActiveAdmin, type Principal } from '@studyhub/platform';
import type { AdminOrdersQuery } from '../common/admin-orders-query';
import type { Page } from '../common/paging';
import { documentOrderOf } from './document-order.dto';
import { DocumentOrderErrors } from './document-orders.errors';
import { DocumentOrdersRepository, type OrderRow } from './document-orders.repository';

/** Reading document orders: the buyer's own, one order, and the back office's list. */
@Injectable()
export class DocumentOrdersService {
  constructor(private readonly repository: DocumentOrdersRepository) {}

  async present(id: string): Promise<DocumentOrder> {
    const order = await this.repository.find(id);
    if (!order) throw DocumentOrderErrors.ORDER_NOT_FOUND();
    return documentOrderOf(order, await this.repository.itemsOf([id]));
  }

  /** The buyer's own order (any, for an admin); others learn nothing, not even that it exists. */
  async order(principal: Principal, id: string): Promise<DocumentOrder> {
    const order = await this.repository.find(id);
    if (!order || (order.user_id !== principal.userId && !isActiveAdmin(principal))) {
      throw DocumentOrderErrors.ORDER_NOT_FOUND();
    }
    return documentOrderOf(order, await this.repository.itemsOf([id]));
  }

  async ownOrders(principal: Principal, query: PaginationQuery): Promise<ApiList<DocumentOrder>> {
    return this.listOf(await this.repository.page({ userId: principal.userId }, query), query);
  }

  async adminOrders(query: AdminOrdersQuery): Promise<ApiList<DocumentOrder>> {
    return this.listOf(
      await this.repository.page({ userId: query.user_id, status: query.status }, query, query),
      query,
    );
  }

  private async listOf(page: Page<OrderRow>, query: PaginationQuery): Promise<ApiList<DocumentOrder>> {
    const items = await this.repository.itemsOf(page.rows.map((order) => order.id));
    return {
      data: page.rows.map((order) => documentOrderOf(order, items)),
      meta: { page: query.page, limit: query.limit, total: page.total },
    };
  }
}
