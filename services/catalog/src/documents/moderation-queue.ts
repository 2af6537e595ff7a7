import {
  DOCUMENT_STATUSES,
  DOCUMENT_STATUS_IDS,
  adminSortQuery,
  exportFormatQuery,
  paginationQuerySchema,
  type ApiList,
  type DocumentSimilarityFlag,
  type DocumentSummary,
} from '@studyhub/contracts';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { loadDocumentSummaries } from './document-summaries';
import { salesCountsOf } from './document-sales';
import { similarityFlagsOf } from './similarity-flags';

/** `queue` is the moderators' usual order: oldest pending first (they wait longest), then newest. */
export const MODERATION_QUEUE_SORTS = ['queue', 'created_at', 'title', 'points_price', 'status'] as const;
type QueueSort = (typeof MODERATION_QUEUE_SORTS)[number];

export const moderationQueueQuerySchema = paginationQuerySchema.extend({
  status: z.enum(DOCUMENT_STATUSES, { message: `Must be one of ${DOCUMENT_STATUSES.join(', ')}.` }).optional(),
  /** One seller's uploads (the back office's user detail). */
  seller_id: z.uuid({ message: 'Seller must be a user id.' }).optional(),
  /** Part of the title. */
  q: z.string().trim().max(200, 'Must be at most 200 characters.').optional(),
  ...adminSortQuery(MODERATION_QUEUE_SORTS, { sort: 'queue', order: 'asc' }),
  ...exportFormatQuery,
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

export type QueuedDocument = DocumentSummary & {
  moderation_reason?: string | null;
  similarity_flag: DocumentSimilarityFlag | null;
  sales_count: number;
};

function orderByOf(sort: QueueSort, order: 'asc' | 'desc'): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  switch (sort) {
    case 'queue':
      return `CASE WHEN status_id = ${DOCUMENT_STATUS_IDS.PENDING} THEN created_at END ${direction} NULLS LAST, created_at DESC, id`;
    case 'created_at':
      return `created_at ${direction}, id ${direction}`;
    case 'title':
      return `lower(title) ${direction}, id ${direction}`;
    case 'points_price':
      return `points_price ${direction}, created_at DESC, id`;
    case 'status':
      return `status_id ${direction}, created_at DESC, id`;
  }
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of the moderation queue with each document's similarity flag and sales. */
export async function moderationQueuePage(
  manager: EntityManager,
  query: ModerationQueueQuery,
): Promise<ApiList<QueuedDocument>> {
  const statusId = query.status === undefined ? null : DOCUMENT_STATUS_IDS[query.status];
  const where = `($1::smallint IS NULL OR status_id = $1) AND ($2::uuid IS NULL OR user_id = $2)
    AND ($3::text IS NULL OR title ILIKE '%' || $3 || '%')`;
  const params = [statusId, query.seller_id ?? null, query.q ? escapeLike(query.q) : null];
  const [count] = await manager.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM documents WHERE ${where}`,
    params,
  );
  const rows = await manager.query<{ id: string }[]>(
    `SELECT id FROM documents WHERE ${where} ORDER BY ${orderByOf(query.sort, query.order)} LIMIT $4 OFFSET $5`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  const documents = await loadDocumentSummaries(
    manager,
    rows.map((row) => row.id),
  );
  const ids = documents.map((document) => document.id);
  const [flags, sales] = await Promise.all([similarityFlagsOf(manager, ids), salesCountsOf(manager, ids)]);
  return {
    data: documents.map((document) => ({
      ...document,
      similarity_flag: flags.get(document.id) ?? null,
      sales_count: sales.get(document.id) ?? 0,
    })),
    meta: { page: query.page, limit: query.limit, total: count?.total ?? 0 },
  };
}
