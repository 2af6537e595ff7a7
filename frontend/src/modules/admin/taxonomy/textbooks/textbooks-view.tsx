import { ADMIN_TEXTBOOK_SORTS, isUuid, type SubjectResponse, type TextbookResponse } from '@studyhub/contracts';
import { BookMarked, Plus } from 'lucide-react';
import Link from 'next/link';
import { SelectField } from '@/modules/forms/components/select-field';
import { TextField } from '@/modules/forms/components/text-field';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import type { Column } from '@/modules/tables/components/data-table';
import type { TableSort } from '@/modules/tables/sorting';
import { ListResults } from '@/modules/tables/components/list-results';
import { DeleteButton } from '../delete-button';
import { apiQueryOf, firstOf, pageHrefOf, readListState, sortHrefOf, type PageQuery } from '../list-query';

const PATH = '/admin/textbooks';
const DEFAULT_SORT: TableSort = { by: 'title', order: 'asc' };

const COLUMNS: readonly Column<TextbookResponse>[] = [
  {
    key: 'title',
    header: 'Title',
    sortKey: 'title',
    cell: (textbook) => (
      <>
        <Link href={`${PATH}/${textbook.id}`} className="font-semibold text-brand-700 hover:underline">
          {textbook.title}
        </Link>
        {textbook.edition ? <span className="block text-xs text-muted">{textbook.edition} edition</span> : null}
      </>
    ),
  },
  { key: 'author', header: 'Author', sortKey: 'author', cell: (textbook) => textbook.author },
  {
    key: 'isbn',
    header: 'ISBN',
    cell: (textbook) => <span className="font-mono text-xs">{textbook.isbn ?? '—'}</span>,
  },
  { key: 'subject', header: 'Subject', cell: (textbook) => textbook.subject?.name ?? '—' },
  {
    key: 'year',
    header: 'Year',
    sortKey: 'publication_year',
    sortFirst: 'desc',
    align: 'end',
    cell: (textbook) => textbook.publication_year ?? '—',
  },
  {
    key: 'documents',
    header: 'Documents',
    sortKey: 'document_count',
    sortFirst: 'desc',
    align: 'end',
    cell: (textbook) => textbook.document_count,
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (textbook) => (
      <div className="flex flex-wrap gap-2">
        <Link
          href={`${PATH}/${textbook.id}`}
          className="btn-ghost min-h-9 px-3 py-1.5"
          aria-label={`Edit ${textbook.title}`}
        >
          Edit
        </Link>
        <DeleteButton kind="textbook" apiPath={`${PATH}/${textbook.id}`} name={textbook.title} />
      </div>
    ),
  },
];

/** /admin/textbooks: find by title, author or ISBN within a subject; create, edit (with cover) or delete. */
export async function AdminTextbooksView({ query }: { query: PageQuery }) {
  const state = readListState(query, ADMIN_TEXTBOOK_SORTS, DEFAULT_SORT);
  const subjectId = isUuid(firstOf(query, 'subject_id')) ? firstOf(query, 'subject_id').toLowerCase() : null;
  const filters: [string, string | null][] = [['subject_id', subjectId]];
  const apiQuery = apiQueryOf(PATH, state, filters);
  const [result, subjects] = await Promise.all([
    fetchFromGateway<TextbookResponse[]>(apiQuery, { fallbackMessage: 'The textbooks could not be loaded.' }),
    fetchFromGateway<SubjectResponse[]>('/subjects', { revalidate: 300 }),
  ]);
  const pageHref = (page: number) => pageHrefOf(PATH, state, filters, DEFAULT_SORT, page);
  const isFiltered = state.search !== '' || subjectId !== null;
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Textbooks</h1>
          <p className="mt-1 text-sm text-muted">Document counts are of approved documents.</p>
        </div>
        <Link href={`${PATH}/new`} className="btn-primary">
          <Plus aria-hidden="true" className="size-4" />
          New textbook
        </Link>
      </div>
      <form
        method="get"
        action={PATH}
        role="search"
        aria-label="Find textbooks"
        className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <TextField
          label="Title, author or ISBN"
          name="search"
          type="search"
          defaultValue={state.search}
          maxLength={200}
          autoComplete="off"
        />
        <SelectField label="Subject" name="subject_id" defaultValue={subjectId ?? ''}>
          <option value="">All subjects</option>
          {(subjects.ok ? subjects.data : []).map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.name}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2 sm:mt-6">
          <button type="submit" className="btn-primary">
            Search
          </button>
          {isFiltered ? (
            <Link href={PATH} className="btn-ghost">
              Clear filters
            </Link>
          ) : null}
        </div>
      </form>
      <ListResults
        result={result}
        emptyIcon={BookMarked}
        emptyTitle={isFiltered ? 'No textbooks match.' : 'No textbooks yet.'}
        emptyDescription={isFiltered ? 'Try another search or subject.' : undefined}
        retryHref={pageHref(state.page)}
        isErrorSpaced
        hrefForPage={pageHref}
        noun={['textbook', 'textbooks']}
        exportQuery={apiQuery}
        caption="Textbooks"
        columns={COLUMNS}
        rowKey={(textbook) => textbook.id}
        rowTestId="admin-textbook-row"
        tableFrom="xl"
        sort={{ current: state.sort, href: sortHrefOf(pageHref(state.page)) }}
      />
    </div>
  );
}
