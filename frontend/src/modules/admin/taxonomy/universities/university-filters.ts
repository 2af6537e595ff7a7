import { ADMIN_UNIVERSITY_SORTS, UNIVERSITY_STATUSES, type UniversityStatus } from '@studyhub/contracts';
import type { BadgeTone } from '../../../tables/components/status-badge';
import type { TableSort } from '../../../tables/sorting';
import { apiQueryOf, firstOf, oneOf, pageHrefOf, readListState, type ListState, type PageQuery } from '../list-query';

export const UNIVERSITIES_PATH = '/admin/universities';
/** Spec section 7: universities list by name, ascending. */
export const UNIVERSITY_DEFAULT_SORT: TableSort = { by: 'name', order: 'asc' };

export interface UniversityFilters extends ListState {
  status: UniversityStatus | null;
  /** ISO alpha-2, upper case. */
  country: string | null;
  category: string;
}

export function parseUniversityFilters(query: PageQuery): UniversityFilters {
  const country = firstOf(query, 'country').toUpperCase();
  return {
    ...readListState(query, ADMIN_UNIVERSITY_SORTS, UNIVERSITY_DEFAULT_SORT),
    status: oneOf(UNIVERSITY_STATUSES, firstOf(query, 'status')),
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    category: firstOf(query, 'category').toLowerCase().slice(0, 60),
  };
}

const filterEntries = (filters: UniversityFilters): [string, string | null][] => [
  ['status', filters.status],
  ['country', filters.country],
  ['category', filters.category],
];

export const universitiesApiQuery = (filters: UniversityFilters): string =>
  apiQueryOf(UNIVERSITIES_PATH, filters, filterEntries(filters));

export const universitiesPageHref = (filters: UniversityFilters, page: number): string =>
  pageHrefOf(UNIVERSITIES_PATH, filters, filterEntries(filters), UNIVERSITY_DEFAULT_SORT, page);

export const isUniversityFiltered = (filters: UniversityFilters): boolean =>
  filters.search !== '' || filters.status !== null || filters.country !== null || filters.category !== '';

export const UNIVERSITY_STATUS_LABELS: Record<UniversityStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const UNIVERSITY_STATUS_TONES: Record<UniversityStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
