import { SCHOLARSHIP_FIELD_LABELS, SCHOLARSHIP_LEVEL_LABELS, type AdminScholarshipListItem } from '@studyhub/contracts';
import type { CsvColumn } from '@studyhub/platform';

/** US cents as dollars with two decimals (integers stay exact: no floating point on money). */
const dollarsOf = (cents: number | null): string | null =>
  cents === null ? null : `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The scholarships export: what an editor checks across the list, without the long texts. */
export const SCHOLARSHIP_CSV_COLUMNS: readonly CsvColumn<AdminScholarshipListItem>[] = [
  { header: 'Scholarship id', value: (row) => row.id },
  { header: 'Title', value: (row) => row.title },
  { header: 'Provider', value: (row) => row.provider },
  { header: 'Slug', value: (row) => row.slug },
  { header: 'Status', value: (row) => (row.is_published ? 'published' : 'draft') },
  { header: 'Amount from (USD)', value: (row) => dollarsOf(row.amount_min_cents) },
  { header: 'Amount up to (USD)', value: (row) => dollarsOf(row.amount_max_cents) },
  { header: 'Deadline', value: (row) => row.deadline },
  { header: 'Country', value: (row) => row.country_name },
  { header: 'University', value: (row) => row.university?.name },
  { header: 'Course', value: (row) => row.course?.name },
  { header: 'Levels', value: (row) => row.levels.map((level) => SCHOLARSHIP_LEVEL_LABELS[level]).join('; ') },
  {
    header: 'Fields of study',
    value: (row) =>
      row.fields_of_study.length === 0
        ? 'All fields'
        : row.fields_of_study.map((field) => SCHOLARSHIP_FIELD_LABELS[field]).join('; '),
  },
  { header: 'Official link', value: (row) => row.official_url },
  { header: 'Saved by students', value: (row) => row.saved_count },
  { header: 'Created at', value: (row) => row.created_at },
  { header: 'Updated at', value: (row) => row.updated_at },
];
