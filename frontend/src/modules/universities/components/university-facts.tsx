import type { UniversityResponse } from '@studyhub/contracts';
import { categoryLabel } from '../university-categories';

/** Country, type, counts and categories of a university, under its name. */
export function UniversityFacts({ university }: { university: UniversityResponse }) {
  return (
    <>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <div className="flex gap-1">
          <dt className="sr-only">Country</dt>
          <dd>{university.country.name}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Type</dt>
          <dd>{university.type === 'public' ? 'Public university' : 'Private university'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Documents</dt>
          <dd data-testid="university-document-count">
            {university.document_count.toLocaleString('en-US')}{' '}
            {university.document_count === 1 ? 'document' : 'documents'}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Courses</dt>
          <dd>
            {university.courses_count} {university.courses_count === 1 ? 'course' : 'courses'}
          </dd>
        </div>
      </dl>
      {university.categories.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Categories">
          {university.categories.map((category) => (
            <li key={category} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700">
              {categoryLabel(category)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
