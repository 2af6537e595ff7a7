import { ADMIN_SUBJECT_SORTS, type SubjectResponse } from '@studyhub/contracts';
import { Shapes } from 'lucide-react';
import Link from 'next/link';
import { SubjectIconTile } from '@/modules/subjects/components/subject-icon-tile';
import { fetchFromGateway } from '@/modules/gateway/server-fetch';
import { TextField } from '@/modules/forms/components/text-field';
import type { Column } from '@/modules/tables/components/data-table';
import type { TableSort } from '@/modules/tables/sorting';
import { ListResults } from '@/modules/tables/components/list-results';
import { DeleteButton } from '../delete-button';
import { apiQueryOf, pageHrefOf, readListState, sortHrefOf, type PageQuery } from '../list-query';
import { SubjectFormButton } from './subject-form-button';

const PATH = '/admin/subjects';
const DEFAULT_SORT: TableSort = { by: 'name', order: 'asc' };

const COLUMNS: readonly Column<SubjectResponse>[] = [
  {
    key: 'name',
    header: 'Subject',
    sortKey: 'name',
    cell: (subject) => (
      <span className="flex items-center gap-3">
        <SubjectIconTile iconName={subject.icon_name} color={subject.color} />
        <span className="min-w-0">
          <span className="block font-semibold">{subject.name}</span>
          <span className="block text-xs break-all text-muted">/subjects/{subject.slug}</span>
        </span>
      </span>
    ),
  },
  { key: 'acronym', header: 'Acronym', sortKey: 'acronym', cell: (subject) => subject.acronym || '—' },
  { key: 'color', header: 'Colour', cell: (subject) => <span className="font-mono text-xs">{subject.color}</span> },
  {
    key: 'documents',
    header: 'Documents',
    sortKey: 'document_count',
    sortFirst: 'desc',
    align: 'end',
    cell: (subject) => subject.document_count,
  },
  {
    key: 'downloads',
    header: 'Downloads',
    sortKey: 'download_count',
    sortFirst: 'desc',
    align: 'end',
    cell: (subject) => subject.download_count,
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (subject) => (
      <div className="flex flex-wrap gap-2">
        <SubjectFormButton subject={subject} />
        <DeleteButton kind="subject" apiPath={`/admin/subjects/${subject.id}`} name={subject.name} />
      </div>
    ),
  },
];

/** /admin/subjects: find by name or acronym; create, edit (icon, colour, acronym) or delete. */
export async function AdminSubjectsView({ query }: { query: PageQuery }) {
  const state = readListState(query, ADMIN_SUBJECT_SORTS, DEFAULT_SORT);
  const apiQuery = apiQueryOf(PATH, state, []);
  const result = await fetchFromGateway<SubjectResponse[]>(apiQuery, {
    fallbackMessage: 'The subjects could not be loaded.',
  });
  const pageHref = (page: number) => pageHrefOf(PATH, state, [], DEFAULT_SORT, page);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink">Subjects</h1>
          <p className="mt-1 text-sm text-muted">Document counts are of approved documents.</p>
        </div>
        <SubjectFormButton subject={null} />
      </div>
      <form
        method="get"
        action={PATH}
        role="search"
        aria-label="Find subjects"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl border border-line bg-white p-4"
      >
        <TextField
          label="Name or acronym"
          name="search"
          type="search"
          defaultValue={state.search}
          maxLength={200}
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
        {state.search ? (
          <Link href={PATH} className="btn-ghost">
            Clear
          </Link>
        ) : null}
      </form>
      <ListResults
        result={result}
        emptyIcon={Shapes}
        emptyTitle={state.search ? 'No subjects match.' : 'No subjects yet.'}
        emptyDescription={state.search ? 'Try another name or acronym.' : 'Create the first one with New subject.'}
        retryHref={pageHref(state.page)}
        isErrorSpaced
        hrefForPage={pageHref}
        noun={['subject', 'subjects']}
        exportQuery={apiQuery}
        caption="Subjects"
        columns={COLUMNS}
        rowKey={(subject) => subject.id}
        rowTestId="admin-subject-row"
        tableFrom="lg"
        sort={{ current: state.sort, href: sortHrefOf(pageHref(state.page)) }}
      />
    </div>
  );
}
