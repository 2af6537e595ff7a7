import {
  SCHOLARSHIP_FIELDS_OF_STUDY,
  SCHOLARSHIP_LEVELS,
  SCHOLARSHIP_SORTS,
  type ScholarshipFieldOfStudy,
  type ScholarshipLevel,
  type ScholarshipSort,
} from '@studyhub/contracts';
import { firstParam, pageParam, pageValue, type SearchParams } from '../taxonomy/search-params';

export const SCHOLARSHIP_PAGE_SIZE = 12;

export const SCHOLARSHIP_SORT_LABELS: Record<ScholarshipSort, string> = {
  deadline: 'Closing soonest',
  amount: 'Highest amount',
  newest: 'Newest',
};

/** /scholarships URL state. */
export interface ScholarshipQuery {
  q?: string;
  field?: ScholarshipFieldOfStudy;
  level?: ScholarshipLevel;
  /** ISO 3166 alpha-2, upper case. */
  country?: string;
  /** A university's slug. */
  university?: string;
  /** Whole US dollars. */
  minAmount?: number;
  /** YYYY-MM-DD. */
  deadlineBefore?: string;
  includeClosed: boolean;
  sort: ScholarshipSort;
  page: number;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** The URL's filters; values the API would refuse are dropped rather than shown as errors. */
export function parseScholarshipQuery(params: SearchParams): ScholarshipQuery {
  const sort = firstParam(params, 'sort');
  const query: ScholarshipQuery = {
    sort: isOneOf(SCHOLARSHIP_SORTS, sort) ? sort : 'deadline',
    includeClosed: firstParam(params, 'include_closed') === 'true',
    page: pageParam(params),
  };
  const q = firstParam(params, 'q');
  if (q) query.q = q.slice(0, 200);
  const field = firstParam(params, 'field_of_study');
  if (isOneOf(SCHOLARSHIP_FIELDS_OF_STUDY, field)) query.field = field;
  const level = firstParam(params, 'level');
  if (isOneOf(SCHOLARSHIP_LEVELS, level)) query.level = level;
  const country = firstParam(params, 'country');
  if (country && /^[A-Za-z]{2}$/.test(country)) query.country = country.toUpperCase();
  const university = firstParam(params, 'university');
  if (university) query.university = university.slice(0, 200);
  const minAmount = firstParam(params, 'min_amount');
  if (minAmount && /^\d{1,8}$/.test(minAmount) && Number(minAmount) > 0) query.minAmount = Number(minAmount);
  const deadlineBefore = firstParam(params, 'deadline_before');
  if (deadlineBefore && /^\d{4}-\d{2}-\d{2}$/.test(deadlineBefore) && !Number.isNaN(Date.parse(deadlineBefore))) {
    query.deadlineBefore = deadlineBefore;
  }
  return query;
}

/** The query's parameters, as the page URL and the API both name them. */
function entriesOf(query: ScholarshipQuery): [string, string | number | undefined][] {
  return [
    ['q', query.q],
    ['field_of_study', query.field],
    ['level', query.level],
    ['country', query.country],
    ['university', query.university],
    ['min_amount', query.minAmount],
    ['deadline_before', query.deadlineBefore],
    ['include_closed', query.includeClosed ? 'true' : undefined],
    ['sort', query.sort === 'deadline' ? undefined : query.sort],
  ];
}

function searchOf(entries: [string, string | number | undefined][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/scholarships for one page. */
export function scholarshipApiQuery(query: ScholarshipQuery, limit: number = SCHOLARSHIP_PAGE_SIZE): string {
  return searchOf([...entriesOf(query), ['page', query.page], ['limit', limit]]);
}

/** A /scholarships link with the current filters and `changes` applied (a filter change starts at page 1). */
export function scholarshipListHref(query: ScholarshipQuery, changes: Partial<ScholarshipQuery> = {}): string {
  const next: ScholarshipQuery = { ...query, page: 1, ...changes };
  return `/scholarships${searchOf([...entriesOf(next), ['page', pageValue(next.page)]])}`;
}

export function hasFilters(query: ScholarshipQuery): boolean {
  return Boolean(
    query.q ||
    query.field ||
    query.level ||
    query.country ||
    query.university ||
    query.minAmount ||
    query.deadlineBefore ||
    query.includeClosed,
  );
}
