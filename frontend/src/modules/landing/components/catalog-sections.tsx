import Link from 'next/link';
import type { DocumentSummary, SubjectResponse, TextbookResponse, UniversityResponse } from '@studyhub/contracts';
import { CoverImage } from '@/modules/catalog/components/cover-image';
import { DocumentCard } from '@/modules/catalog/components/document-card';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { fetchCatalog } from '@/modules/catalog/server/catalog-fetch';
import { hasSession } from '@/modules/catalog/server/viewer';
import { subjectIcon } from '@/modules/catalog/subject-icon';
import { UniversityLogo } from '@/modules/universities/components/university-logo';

/** Spec section 9, Home: 12 subjects by document count, 10 featured documents, 6 universities, 4 textbooks. */
export const HOME_LIMITS = { subjects: 12, featured: 10, universities: 6, textbooks: 4 } as const;
/** The lists change with approvals and purchases; a minute old is fresh enough for the home page. */
const REVALIDATE_SECONDS = 60;

function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** Home: the 12 subjects with the most approved documents. */
export async function TopSubjects() {
  const result = await fetchCatalog<SubjectResponse[]>(`/subjects?sort=popular&limit=${HOME_LIMITS.subjects}`, {
    revalidate: REVALIDATE_SECONDS,
  });
  return (
    <section aria-labelledby="top-subjects-heading" className="page-container py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="top-subjects-heading" className="text-3xl font-bold tracking-tight text-ink">
          Top subjects
        </h2>
        <Link href="/subjects" className="link text-sm">
          All subjects
        </Link>
      </div>
      {!result.ok ? (
        <p role="alert" className="mt-6 text-danger">
          Failed to load subjects
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="top-subjects">
          {result.data.map((subject) => {
            const Icon = subjectIcon(subject.icon_name);
            return (
              <li key={subject.id}>
                <Link
                  href={`/subjects/${subject.slug}`}
                  className="flex items-center gap-3 rounded-2xl border border-line bg-white p-4 transition hover:shadow-md"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl text-white"
                    style={{ backgroundColor: subject.color }}
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink">{subject.name}</span>
                    <span className="text-sm text-muted">
                      {countLabel(subject.document_count, 'document', 'documents')}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Home: the 10 most downloaded documents; a failure replaces the section with red text (spec section 8). */
export async function FeaturedDocuments() {
  const [result, signedIn] = await Promise.all([
    fetchCatalog<DocumentSummary[]>(`/documents/featured?limit=${HOME_LIMITS.featured}`),
    hasSession(),
  ]);
  if (!result.ok) {
    return (
      <div className="page-container py-16">
        <p role="alert" className="text-danger">
          Failed to load featured documents
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="featured-heading" className="bg-surface-muted py-16">
      <div className="page-container">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-ink">
            Featured documents
          </h2>
          <Link href="/documents?sort=downloads" className="link text-sm">
            Browse all documents
          </Link>
        </div>
        {result.data.length === 0 ? (
          <EmptyState title="No featured documents available" />
        ) : (
          <ul
            className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-5"
            data-testid="featured-documents"
          >
            {result.data.map((document) => (
              <li key={document.id}>
                <DocumentCard
                  document={document}
                  signedIn={signedIn}
                  href={`/documents/${document.slug}`}
                  buttonLabel="Preview"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * Home: the 6 universities and the 4 textbooks with the most documents. A list that fails to load
 * is left out quietly (spec section 8: a failed university search answers an empty list).
 */
export async function PopularUniversitiesAndTextbooks() {
  const [universities, textbooks] = await Promise.all([
    fetchCatalog<UniversityResponse[]>(
      `/universities?limit=${HOME_LIMITS.universities}&sortBy=document_count&sortOrder=desc`,
      { revalidate: REVALIDATE_SECONDS },
    ),
    fetchCatalog<TextbookResponse[]>(`/textbooks?sort=popular&limit=${HOME_LIMITS.textbooks}`, {
      revalidate: REVALIDATE_SECONDS,
    }),
  ]);
  const universityList = universities.ok ? universities.data : [];
  const textbookList = textbooks.ok ? textbooks.data : [];
  if (universityList.length === 0 && textbookList.length === 0) return null;
  return (
    <section
      className="page-container grid grid-cols-1 gap-12 py-16 lg:grid-cols-2"
      aria-label="Popular universities and textbooks"
    >
      {universityList.length > 0 ? (
        <div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="popular-universities-heading" className="text-2xl font-bold tracking-tight text-ink">
              Popular universities
            </h2>
            <Link href="/universities" className="link text-sm">
              All universities
            </Link>
          </div>
          <ul className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="popular-universities">
            {universityList.map((university) => (
              <li key={university.id}>
                <Link
                  href={`/universities/${university.slug}`}
                  className="flex items-center gap-3 rounded-xl border border-line p-3 hover:bg-surface-muted"
                >
                  <UniversityLogo name={university.name} logoUrl={university.logo_url} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{university.name}</span>
                    <span className="text-sm text-muted">
                      {countLabel(university.document_count, 'document', 'documents')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {textbookList.length > 0 ? (
        <div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="popular-textbooks-heading" className="text-2xl font-bold tracking-tight text-ink">
              Popular textbooks
            </h2>
            <Link href="/textbooks" className="link text-sm">
              All textbooks
            </Link>
          </div>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="popular-textbooks">
            {textbookList.map((textbook) => (
              <li key={textbook.id}>
                <Link href={`/textbooks/${textbook.slug}`} className="block">
                  <CoverImage
                    src={textbook.cover_image}
                    alt=""
                    className="aspect-[3/4] w-full rounded-lg border border-line object-cover"
                  />
                  <span className="mt-2 line-clamp-2 block text-sm font-medium text-ink">{textbook.title}</span>
                  <span className="line-clamp-1 block text-xs text-muted">{textbook.author}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** What a data section shows while it loads: its heading and grey placeholders of its shape. */
export function SectionSkeleton({ title, items, muted = false }: { title: string; items: number; muted?: boolean }) {
  return (
    <section aria-busy="true" aria-label={`${title}, loading`} className={muted ? 'bg-surface-muted py-16' : 'py-16'}>
      <div className="page-container">
        <h2 className="text-3xl font-bold tracking-tight text-ink">{title}</h2>
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
          {Array.from({ length: items }, (_, index) => (
            <li key={index} className="h-20 animate-pulse rounded-2xl bg-line motion-reduce:animate-none" />
          ))}
        </ul>
      </div>
    </section>
  );
}
