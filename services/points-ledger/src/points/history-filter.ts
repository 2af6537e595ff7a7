import type { PointsHistoryQuery } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';

export interface HistoryFilter {
  /** One transaction type, or none. */
  type: string | null;
  /** Only money in, only money out, or both. */
  direction: 'credits' | 'spending' | null;
  /** Inclusive dates (UTC days). */
  from: string | null;
  to: string | null;
}

/** The `type` query names either a transaction type or a direction ('all', 'credits', 'spending'). */
export function historyFilterOf(query: PointsHistoryQuery): HistoryFilter {
  if (query.from && query.to && query.from > query.to) {
    throw AppError.of('VALIDATION_FAILED', undefined, {
      fields: { to: ['The end date must not be before the start date.'] },
    });
  }
  const direction = query.type === 'credits' || query.type === 'spending' ? query.type : null;
  return {
    type: query.type === 'all' || direction ? null : query.type,
    direction,
    from: query.from ?? null,
    to: query.to ?? null,
  };
}
