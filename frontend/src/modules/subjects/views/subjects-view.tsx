import type { SubjectResponse } from '@studyhub/contracts';
import type { CatalogResult } from '@/modules/catalog/server/catalog-fetch';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { SubjectsBrowser } from '../components/subjects-browser';

/** /subjects: every subject as a tile, with a filter box. */
export function SubjectsView({ subjects, filter }: { subjects: CatalogResult<SubjectResponse[]>; filter: string }) {
  return (
    <div className="page-container py-10">
      <Breadcrumbs trail={[{ label: 'Subjects', href: '/subjects' }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">Subjects</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Notes, past exams and study guides sorted by subject. Pick one to see its documents and textbooks.
      </p>
      {subjects.ok ? (
        <SubjectsBrowser subjects={subjects.data} initialFilter={filter} />
      ) : (
        <p role="alert" className="mt-8 text-danger">
          Failed to load subjects
        </p>
      )}
    </div>
  );
}
