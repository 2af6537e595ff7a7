import type { EntityManager } from 'typeorm';

/** How many buyers acquired each document through an order (uploads and grants are not sales). */
export async function salesCountsOf(manager: EntityManager, documentIds: string[]): Promise<Map<string, number>> {
  if (documentIds.length === 0) return new Map();
  const rows = await manager.query<{ document_id: string; sales: number }[]>(
    `SELECT document_id, count(*)::int AS sales FROM user_documents
      WHERE document_id = ANY($1::uuid[]) AND order_id IS NOT NULL
      GROUP BY document_id`,
    [documentIds],
  );
  return new Map(rows.map((row) => [row.document_id, row.sales]));
}
