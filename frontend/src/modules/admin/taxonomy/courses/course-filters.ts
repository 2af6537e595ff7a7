import { ADMIN_COURSE_SORTS, COURSE_LEVELS, isUuid, type CourseLevel } from '@studyhub/contracts';
import type { TableSort } from '../../../tables/sorting';
import { apiQueryOf, firstOf, pageHrefOf, readListState, type ListState, type PageQuery } from '../list-query';

export const COURSES_PATH = '/admin/courses';
export const COURSE_DEFAULT_SORT: TableSort = { by: 'name', order: 'asc' };

export interface CourseFilters extends ListState {
  universityId: string | null;
  isActive: boolean | null;
}

export function parseCourseFilters(query: PageQuery): CourseFilters {
  const universityId = firstOf(query, 'university_id').toLowerCase();
  const active = firstOf(query, 'is_active');
  return {
    ...readListState(query, ADMIN_COURSE_SORTS, COURSE_DEFAULT_SORT),
    universityId: isUuid(universityId) ? universityId : null,
    isActive: active === 'true' ? true : active === 'false' ? false : null,
  };
}

const filterEntries = (filters: CourseFilters): [string, string | null][] => [
  ['university_id', filters.universityId],
  ['is_active', filters.isActive === null ? null : String(filters.isActive)],
];

export const coursesApiQuery = (filters: CourseFilters): string =>
  apiQueryOf(COURSES_PATH, filters, filterEntries(filters));

export const coursesPageHref = (filters: CourseFilters, page: number): string =>
  pageHrefOf(COURSES_PATH, filters, filterEntries(filters), COURSE_DEFAULT_SORT, page);

export const isCourseFiltered = (filters: CourseFilters): boolean => filters.search !== '' || filters.isActive !== null;

export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
};

export interface CourseFormValues {
  name: string;
  slug: string;
  level: CourseLevel;
  is_active: boolean;
}

export type CourseFormErrors = Partial<Record<'name' | 'slug' | 'level', string>>;

/** The body of POST (with the university, slug from the name) or PUT /admin/courses. */
export function validateCourseForm(
  values: CourseFormValues,
  isEditing: boolean,
): { ok: true; input: Omit<CourseFormValues, 'slug'> & { slug?: string } } | { ok: false; errors: CourseFormErrors } {
  const errors: CourseFormErrors = {};
  const name = values.name.trim();
  if (name.length < 2) errors.name = 'Name must be at least 2 characters.';
  else if (name.length > 200) errors.name = 'Name must be at most 200 characters.';
  const slug = values.slug.trim();
  if (isEditing && !/^[^\s/?#%\\A-Z]+$/.test(slug))
    errors.slug = 'Use lowercase letters, digits and hyphens, without spaces.';
  if (!(COURSE_LEVELS as readonly string[]).includes(values.level)) errors.level = 'Choose a level.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { name, level: values.level, is_active: values.is_active, ...(isEditing ? { slug } : {}) },
  };
}
