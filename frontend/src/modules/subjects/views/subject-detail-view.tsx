import Link from 'next/link';
import type { SubjectResponse, TextbookResponse } from '@studyhub/contracts';
import { Breadcrumbs } from '@/modules/taxonomy/components/breadcrumbs';
import { DocumentsSection } from '@/modules/taxonomy/components/documents-section';
import type { SearchParams } from '@/modules/taxonomy/search-params';
import { TextbookGrid } from '@/modules/textbooks/components/textbook-grid';
import { textbookListHref } from '@/modules/textbooks/textbook-query';
import { SubjectIconTile } from '../components/subject-icon-tile';
import { documentCountLabel } from '../subject-filter';

/** /subjects/{slug}: the subject, its textbooks and its approved documents. */
export function SubjectDetailView({
  subject,
  textbooks,
  searchParams,
}: {
  subject: SubjectResponse;
  textbooks: { items: TextbookResponse[]; total: number };
  searchParams: SearchParams;
}) {
  const path = `/subjects/${subject.slug}`;
  return (
    <div className="page-container py-10">
      <Breadcrumbs
        trail={[
          { label: 'Subjects', href: '/subjects' },
          { label: subject.name, href: path },
        ]}
      />
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        <SubjectIconTile iconName={subject.icon_name} color={subject.color} size="lg" />
        <div>
          <p className="eyebrow">{subject.acronym}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">{subject.name}</h1>
          {subject.description ? <p className="mt-2 max-w-3xl text-muted">{subject.description}</p> : null}
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1">
              <dt className="sr-only">Documents</dt>
              <dd className="font-medium text-ink" data-testid="subject-document-count">
                {documentCountLabel(subject.document_count)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Downloads</dt>
              <dd className="text-muted">{subject.download_count.toLocaleString('en-US')} downloads</dd>
            </div>
          </dl>
        </div>
      </header>
      {textbooks.items.length > 0 ? (
        <section aria-labelledby="textbooks-heading" className="mt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="textbooks-heading" className="text-xl font-semibold text-ink">
              Textbooks
            </h2>
            {textbooks.total > textbooks.items.length ? (
              <Link href={textbookListHref({ subject_id: subject.id, page: 1 })} className="link text-sm">
                All {textbooks.total} {subject.name} textbooks
              </Link>
            ) : null}
          </div>
          <TextbookGrid textbooks={textbooks.items} />
        </section>
      ) : null}
      <DocumentsSection
        scope={{ subject_id: subject.id }}
        basePath={path}
        searchParams={searchParams}
        heading={`${subject.name} documents`}
      />
    </div>
  );
}
