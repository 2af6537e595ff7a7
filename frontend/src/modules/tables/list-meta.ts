/** The `meta` of a list answer (API.md: `{ page, limit, total }`). */
export interface ListMeta {
  page: number;
  limit: number;
  total: number;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads a list's meta; an answer without one is a single page of what it holds. */
export function readListMeta(meta: unknown, count: number): ListMeta {
  const record = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : {};
  const limit = isWhole(record.limit) && record.limit > 0 ? record.limit : Math.max(count, 1);
  return {
    page: isWhole(record.page) && record.page > 0 ? record.page : 1,
    limit,
    total: isWhole(record.total) ? record.total : count,
  };
}

export function pageCountOf(meta: ListMeta): number {
  return Math.max(1, Math.ceil(meta.total / meta.limit));
}
