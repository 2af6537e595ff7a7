import { Injectable } from '@nestjs/common';
import type { OrderStatus, PaginationQuery } from '@studyhub/contracts';
import { DataSource } from 'typeorm';
import { offsetOf, type Page } from '../common/paging';

export interface SalesDay {
  date: string;
  sales: number;
  earned_points: number;
}

export interface SalesTotals {
  sales_count: number;
  earned_points: number;
  documents_sold: number;
  refunds_count: number;
}

export interface SaleRow {
  order_id: string;
  document_id: string;
  title: string;
  points_price: number;
  seller_share: number | null;
  status: OrderStatus;
  completed_at: Date;
}

/**
 * A seller's sales, read from the order lines naming them. Days are UTC calendar days ending today;
 * a refunded sale (its order's, or its own line's after a take-down) no longer counts as a sale (its
 * share went back), only as a refund.
 */
@Injectable()
export class SellerRepository {
  constructor(private readonly dataSource: DataSource) {}

  async daily(sellerId: string, days: number): Promise<SalesDay[]> {
    return this.dataSource.query<SalesDay[]>(
      `WITH period AS (
         SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date,
                                interval '1 day')::date AS day
       ),
       sales AS (
         SELECT (o.completed_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS sales,
                coalesce(sum(i.seller_share), 0)::int AS earned_points
           FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.seller_id = $1 AND o.status = 'completed' AND i.refunded_at IS NULL
            AND o.completed_at >= ((now() AT TIME ZONE 'UTC')::date - ($2::int - 1)) AT TIME ZONE 'UTC'
          GROUP BY 1
       )
       SELECT to_char(period.day, 'YYYY-MM-DD') AS date, coalesce(sales.sales, 0) AS sales,
              coalesce(sales.earned_points, 0) AS earned_points
         FROM period LEFT JOIN sales ON sales.day = period.day
        ORDER BY period.day`,
      [sellerId, days],
    );
  }

  async totals(sellerId: string, days: number): Promise<SalesTotals> {
    const [row] = await this.dataSource.query<SalesTotals[]>(
      `WITH since AS (SELECT ((now() AT TIME ZONE 'UTC')::date - ($2::int - 1)) AT TIME ZONE 'UTC' AS at)
       SELECT count(*) FILTER (WHERE line.held AND o.completed_at >= since.at)::int AS sales_count,
              coalesce(sum(i.seller_share) FILTER (WHERE line.held AND o.completed_at >= since.at), 0)::int AS earned_points,
              count(DISTINCT i.document_id) FILTER (WHERE line.held AND o.completed_at >= since.at)::int AS documents_sold,
              count(*) FILTER (WHERE NOT line.held AND line.refunded_at >= since.at)::int AS refunds_count
         FROM order_items i JOIN orders o ON o.id = i.order_id, since,
              LATERAL (SELECT o.status = 'completed' AND i.refunded_at IS NULL AS held,
                              coalesce(i.refunded_at, o.refunded_at) AS refunded_at) AS line
        WHERE i.seller_id = $1`,
      [sellerId, days],
    );
    return row ?? { sales_count: 0, earned_points: 0, documents_sold: 0, refunds_count: 0 };
  }

  /** Completed and refunded sales of the seller's documents, newest first. */
  async sales(sellerId: string, query: PaginationQuery): Promise<Page<SaleRow>> {
    const [counted] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.seller_id = $1 AND o.status IN ('completed', 'refunded')`,
      [sellerId],
    );
    const rows = await this.dataSource.query<SaleRow[]>(
      `SELECT i.order_id, i.document_id, i.title, i.points_price, i.seller_share,
              CASE WHEN i.refunded_at IS NULL THEN o.status ELSE 'refunded' END AS status, o.completed_at
         FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE i.seller_id = $1 AND o.status IN ('completed', 'refunded')
        ORDER BY o.completed_at DESC, i.order_id DESC, i.document_id
        LIMIT $2 OFFSET $3`,
      [sellerId, query.limit, offsetOf(query)],
    );
    return { rows, total: counted?.total ?? 0 };
  }
}
