import type {
  CourseResponse,
  DocumentSummary,
  DocumentTypeResponse,
  SubjectResponse,
  TextbookResponse,
  UniversityResponse,
} from '@studyhub/contracts';
import { DOCUMENTS_PAGE_SIZE, documentFiltersQuery, type DocumentFilters } from '@/modules/catalog/document-filters';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { hasSession } from '@/modules/catalog/server/viewer';
import { DocumentFilterForm, type FilterOption } from '../components/document-filter-form';
import { DocumentResults } from '../components/document-results';

/** The API's largest page; the selects list the most-used universities and textbooks first. */
const OPTIONS_LIMIT = 100;

/**
 * The universities for the select, by documents; a university chosen in the URL that is not among
 * them (a link from its own page) is added so the select shows what filters the list.
 */
async function universityOptions(selectedId: string | undefined): Promise<FilterOption[]> {
  const [list, selected] = await Promise.all([
    fetchCatalog<UniversityResponse[]>(`/universities?limit=${OPTIONS_LIMIT}&sortBy=document_count&sortOrder=desc`, {
      revalidate: 300,
    }),
    selectedId ? fetchCatalog<UniversityResponse>(`/universities/${selectedId}`) : Promise.resolve(null),
  ]);
  const universities = list.ok ? list.data : [];
  if (selected?.ok && !universities.some((university) => university.id === selected.data.id)) {
    universities.unshift(selected.data);
  }
  return universities.map((university) => ({ value: university.id, label: university.name }));
}

async function textbookOptions(selectedId: string | undefined): Promise<FilterOption[]> {
  const [list, selected] = await Promise.all([
    fetchCatalog<TextbookResponse[]>(`/textbooks?limit=${OPTIONS_LIMIT}&sort=popular`, { revalidate: 300 }),
    selectedId ? fetchCatalog<TextbookResponse>(`/textbooks/${selectedId}`) : Promise.resolve(null),
  ]);
  const textbooks = list.ok ? list.data : [];
  if (selected?.ok && !textbooks.some((textbook) => textbook.id === selected.data.id)) textbooks.unshift(selected.data);
  return textbooks
    .map((textbook) => ({ value: textbook.id, label: textbook.title }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** /documents: the catalog with every filter, the sort, the text and the page in the URL, server-rendered. */
export async function BrowseDocumentsView({ filters }: { filters: DocumentFilters }) {
  const [result, types, subjects, universities, textbooks, courses, signedIn] = await Promise.all([
    fetchCatalog<DocumentSummary[]>(`/documents${documentFiltersQuery(filters, {}, DOCUMENTS_PAGE_SIZE)}`),
    fetchCatalog<DocumentTypeResponse[]>('/document-types', { revalidate: 300 }),
    fetchCatalog<SubjectResponse[]>('/subjects', { revalidate: 300 }),
    universityOptions(filters.university_id),
    textbookOptions(filters.textbook_id),
    filters.university_id
      ? fetchCatalog<CourseResponse[]>(`/universities/${filters.university_id}/courses?limit=${OPTIONS_LIMIT}`)
      : Promise.resolve(null),
    hasSession(),
  ]);
  return (
    <div className="page-container py-10">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Browse study documents</h1>
      <p className="mt-2 text-muted">Notes, past exams and guides shared by students, checked by our team.</p>
      <DocumentFilterForm
        // A new URL (a page link, "Clear all", the back button) starts the form from that URL.
        key={documentFiltersQuery({ ...filters, page: 1 })}
        action="/documents"
        filters={filters}
        types={(types.ok ? types.data : []).map((type) => ({ value: String(type.id), label: type.name }))}
        subjects={(subjects.ok ? subjects.data : []).map((subject) => ({ value: subject.id, label: subject.name }))}
        universities={universities}
        textbooks={textbooks}
        initialCourses={(courses?.ok ? courses.data : []).map((course) => ({ value: course.id, label: course.name }))}
      />
      <div className="mt-8">
        {result.ok ? (
          <DocumentResults
            documents={result.data}
            total={result.meta?.total ?? result.data.length}
            page={filters.page}
            limit={DOCUMENTS_PAGE_SIZE}
            signedIn={signedIn}
            hrefFor={(page) => `/documents${documentFiltersQuery(filters, { page })}`}
          />
        ) : (
          <p role="alert" className="rounded-xl bg-danger-50 p-4 text-danger">
            {result.message}
          </p>
        )}
      </div>
    </div>
  );
}
