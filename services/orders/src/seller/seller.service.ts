import { Injectable } from '@nestjs/common';
import type { ApiList, PaginationQuery, SellerOverview, SellerSale } from '@studyhub/contracts';
import { listOf } from '../common/paging';
import { isoOf } from '../common/timestamps';
import { SellerRepository, type SaleRow } from './seller.repository';

/** The seller dashboard's figures and the seller's orders. */
@Injectable()
export class SellerService {
  constructor(private readonly repository: SellerRepository) {}

  async overview(sellerId: string, days: number): Promise<SellerOverview> {
    const [totals, daily] = await Promise.all([
      this.repository.totals(sellerId, days),
      this.repository.daily(sellerId, days),
    ]);
    return { ...totals, daily };
  }

  async sales(sellerId: string, query: PaginationQuery): Promise<ApiList<SellerSale>> {
    return listOf(await this.repository.sales(sellerId, query), query, saleOf);
  }
}

function saleOf(row: SaleRow): SellerSale {
  return {
    order_id: row.order_id,
    document_id: row.document_id,
    title: row.title,
    points_price: row.points_price,
    // A refund takes the share back.
    earned_points: row.status === 'refunded' ? 0 : (row.seller_share ?? 0),
    status: row.status,
    sold_at: isoOf(row.completed_at),
  };
}
