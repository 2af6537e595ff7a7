import { overviewQuerySchema, type OverviewGranularity, type OverviewRange } from '@studyhub/contracts';
import { firstValue, type QueryValue } from '../../tables/query-string';

/** The dashboard's range as its address says: the same fields the API takes. */
export interface OverviewPageQuery {
  range: OverviewRange;
  from: string | null;
  to: string | null;
  granularity: OverviewGranularity;
  /** Why the address's range was not used (the last 30 days are shown instead). */
  errors: string[];
}

/** A blank field is left out, so the schema's default applies rather than its error. */
const presentValue = (value: QueryValue): string | undefined => firstValue(value) || undefined;

export const DEFAULT_OVERVIEW_QUERY: OverviewPageQuery = {
  range: '30d',
  from: null,
  to: null,
  granularity: 'day',
  errors: [],
};

/** Reads the range picker's fields from the page's query; a range the API would refuse is replaced. */
export function parseOverviewQuery(query: Record<string, QueryValue>): OverviewPageQuery {
  const parsed = overviewQuerySchema.safeParse({
    range: presentValue(query.range),
    from: presentValue(query.from),
    to: presentValue(query.to),
    granularity: presentValue(query.granularity),
  });
  if (!parsed.success) {
    return { ...DEFAULT_OVERVIEW_QUERY, errors: [...new Set(parsed.error.issues.map((issue) => issue.message))] };
  }
  const { range, granularity } = parsed.data;
  const isCustom = range === 'custom';
  return {
    range,
    granularity,
    from: isCustom ? (parsed.data.from ?? null) : null,
    to: isCustom ? (parsed.data.to ?? null) : null,
    errors: [],
  };
}

function paramsOf(query: Omit<OverviewPageQuery, 'errors'>): URLSearchParams {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === 'custom' && query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (query.granularity !== 'day') params.set('granularity', query.granularity);
  return params;
}

/** The API path of the figures for this range (the CSV export adds `format=csv`). */
export function overviewApiPath(query: Omit<OverviewPageQuery, 'errors'>): string {
  return `/admin/overview?${paramsOf(query).toString()}`;
}

/** The dashboard's address for this range. */
export function dashboardHref(query: Omit<OverviewPageQuery, 'errors'>): string {
  return `/admin/dashboard?${paramsOf(query).toString()}`;
}
