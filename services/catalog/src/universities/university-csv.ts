import type { UniversityResponse } from '@studyhub/contracts';
import type { CsvColumn } from '@studyhub/platform';

/** The columns of the universities export, as the admin table shows them. */
export const UNIVERSITY_CSV_COLUMNS: readonly CsvColumn<UniversityResponse>[] = [
  { header: 'Name', value: (university) => university.name },
  { header: 'Slug', value: (university) => university.slug },
  { header: 'Status', value: (university) => university.status },
  { header: 'Type', value: (university) => university.type },
  { header: 'Country', value: (university) => university.country.name },
  { header: 'Country code', value: (university) => university.country.code },
  { header: 'Categories', value: (university) => university.categories.join('; ') },
  { header: 'Documents', value: (university) => university.document_count },
  { header: 'Courses', value: (university) => university.courses_count },
  { header: 'Created', value: (university) => university.created_at },
];
