'use client';

import type { PaperOrigin, PaperSummary } from '@studyhub/contracts';
import { FilePlus2, PenLine, Search, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '@/modules/catalog/components/empty-state';
import { Pagination } from '@/modules/catalog/components/pagination';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { formatDateTime } from '@/modules/tables/format-date';
import { pageCountOf } from '@/modules/tables/list-meta';
import { useToast } from '@/modules/toast/components/toast-provider';
import { deletePaper, deletePapers } from '../api/papers-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { usePapers } from '../hooks/use-papers';
import { NEW_PAPER_PATH, paperPath, WRITER_LIST_PATH } from '../writer-paths';

const DELETE_FAILED = 'The paper could not be deleted. Please try again.';

/** What differs between the writer's list and the editor's (which lists `origin: 'editor'` papers). */
export interface PaperListKind {
  origin: PaperOrigin;
  heading: string;
  intro: string;
  listPath: string;
  newPath: string;
  newLabel: string;
  emptyDescription: string;
  /** What one item is called in counts, dialogs and toasts. */
  noun: { one: string; many: string };
  pathOf: (paperId: string) => string;
}

const WRITER_LIST: PaperListKind = {
  origin: 'writer',
  heading: 'AI Writer',
  intro: 'Your papers, most recently changed first.',
  listPath: WRITER_LIST_PATH,
  newPath: NEW_PAPER_PATH,
  newLabel: 'New paper',
  noun: { one: 'paper', many: 'papers' },
  emptyDescription: 'Start a paper and the AI Writer keeps every version of it here.',
  pathOf: paperPath,
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function listHref(listPath: string, page: number, q: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${listPath}?${query}` : listPath;
}

const wordsLabel = (words: number) => (words === 1 ? '1 word' : `${words.toLocaleString('en-US')} words`);

function PaperRow({
  paper,
  href,
  isSelected,
  onSelect,
  onDelete,
}: {
  paper: PaperSummary;
  href: string;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  onDelete: () => void;
}) {
  const checkboxId = `select-${paper.id}`;
  return (
    <li data-testid="paper-row" className="flex gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <input
        id={checkboxId}
        type="checkbox"
        checked={isSelected}
        onChange={(event) => onSelect(event.target.checked)}
        className="mt-1.5 size-5 shrink-0 rounded border-line-strong accent-brand-600"
      />
      <label htmlFor={checkboxId} className="sr-only">
        Select {paper.title}
      </label>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-ink">
            <Link href={href} className="hover:underline">
              {paper.title}
            </Link>
          </h2>
          <StatusBadge tone={paper.status === 'completed' ? 'success' : 'neutral'}>
            {paper.status === 'completed' ? 'Completed' : 'Draft'}
          </StatusBadge>
        </div>
        {paper.excerpt ? <p className="mt-1 line-clamp-2 text-sm text-muted">{paper.excerpt}</p> : null}
        <p className="mt-2 text-sm text-muted">
          {wordsLabel(paper.words)} · Updated {formatDateTime(paper.updated_at)}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-start">
        <Link href={href} className="btn-secondary min-h-9 px-3 py-1.5">
          Open<span className="sr-only"> {paper.title}</span>
        </Link>
        <button type="button" className="btn-ghost min-h-9 px-3 py-1.5 text-danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {paper.title}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * /dashboard/ai-writer: the student's writer papers, newest first, with title search, paging,
 * and deleting one paper or the selected ones (each after a confirmation).
 */
export function PapersView({ page, q, kind = WRITER_LIST }: { page: number; q: string; kind?: PaperListKind }) {
  const router = useRouter();
  const { showToast } = useToast();
  const { state, reload } = usePapers(page, q, kind.origin);
  const [search, setSearch] = useState(q);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PaperSummary[] | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const papers = state.status === 'ready' ? state.papers : [];
  const selectedOnPage = papers.filter((paper) => selected.has(paper.id));
  const isAllSelected = papers.length > 0 && selectedOnPage.length === papers.length;

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSelected(new Set());
    router.push(listHref(kind.listPath, 1, search.trim()));
  };

  const toggle = (id: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setIsDeleting(true);
    setDeleteError(null);
    const ids = pendingDelete.map((paper) => paper.id);
    const result = ids.length === 1 ? await deletePaper(ids[0]!) : await deletePapers(ids);
    setIsDeleting(false);
    if (!result.ok) return setDeleteError(failureMessage(result, DELETE_FAILED));
    setPendingDelete(null);
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    showToast({
      title: ids.length === 1 ? `${capitalized(kind.noun.one)} deleted` : `${ids.length} ${kind.noun.many} deleted`,
      variant: 'success',
    });
    // The last paper of a later page is gone: show the page before it.
    if (papers.length === ids.length && page > 1) router.push(listHref(kind.listPath, page - 1, q));
    else reload();
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{kind.heading}</h1>
        <Link href={kind.newPath} className="btn-primary">
          <FilePlus2 aria-hidden="true" className="size-4" />
          {kind.newLabel}
        </Link>
      </div>
      <p className="mt-2 text-muted">{kind.intro}</p>

      <form
        role="search"
        onSubmit={submitSearch}
        className="mt-6 flex gap-2"
        aria-label={`Search your ${kind.noun.many}`}
      >
        <label htmlFor="paper-search" className="sr-only">
          Search by title
        </label>
        <input
          id="paper-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search by title"
          className="field-input mt-0 max-w-md"
        />
        <button type="submit" className="btn-secondary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
      </form>

      <div className="mt-6" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <p role="status" className="text-sm text-muted">
            Loading your {kind.noun.many}…
          </p>
        ) : state.status === 'error' ? (
          <div role="alert" className="rounded-2xl border border-danger bg-danger-50 p-5">
            <p className="font-semibold text-danger">Error</p>
            <p className="mt-1 text-sm text-ink">{state.message}</p>
            <button type="button" className="btn-secondary mt-4" onClick={reload}>
              Try again
            </button>
          </div>
        ) : papers.length === 0 ? (
          <EmptyState
            icon={PenLine}
            title={q ? `No ${kind.noun.many} match this title.` : `No ${kind.noun.many} yet.`}
            description={q ? 'Try another search.' : kind.emptyDescription}
            action={
              <Link href={kind.newPath} className="btn-primary">
                {kind.newLabel}
              </Link>
            }
          />
        ) : (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3 text-sm">
                <input
                  id="select-all-papers"
                  type="checkbox"
                  checked={isAllSelected}
                  onChange={(event) =>
                    setSelected(event.target.checked ? new Set(papers.map((paper) => paper.id)) : new Set())
                  }
                  className="size-5 rounded border-line-strong accent-brand-600"
                />
                <label htmlFor="select-all-papers" className="font-medium text-ink">
                  Select all on this page
                </label>
                <span className="text-muted" aria-live="polite">
                  {state.meta.total === 1
                    ? `1 ${kind.noun.one}`
                    : `${state.meta.total.toLocaleString('en-US')} ${kind.noun.many}`}
                </span>
              </div>
              <button
                type="button"
                className="btn-danger min-h-9 px-3 py-1.5"
                disabled={selectedOnPage.length === 0}
                onClick={() => {
                  setDeleteError(null);
                  setPendingDelete(selectedOnPage);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete selected ({selectedOnPage.length})
              </button>
            </div>
            <ul className="grid gap-3" aria-label={`Your ${kind.noun.many}`}>
              {papers.map((paper) => (
                <PaperRow
                  key={paper.id}
                  paper={paper}
                  href={kind.pathOf(paper.id)}
                  isSelected={selected.has(paper.id)}
                  onSelect={(isSelected) => toggle(paper.id, isSelected)}
                  onDelete={() => {
                    setDeleteError(null);
                    setPendingDelete([paper]);
                  }}
                />
              ))}
            </ul>
            <Pagination
              label="Paper pages"
              page={state.meta.page}
              pageCount={pageCountOf(state.meta)}
              hrefFor={(target) => listHref(kind.listPath, target, q)}
            />
          </>
        )}
      </div>

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title={
          pendingDelete && pendingDelete.length > 1
            ? `Delete ${pendingDelete.length} ${kind.noun.many}?`
            : `Delete this ${kind.noun.one}?`
        }
        confirmLabel="Delete"
        isDanger
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setPendingDelete(null)}
        testId="delete-paper-dialog"
      >
        {deleteError ? <FormAlert>{deleteError}</FormAlert> : null}
        <p className={deleteError ? 'mt-4' : undefined}>
          {pendingDelete && pendingDelete.length === 1
            ? `“${pendingDelete[0]!.title}” and all its versions will be deleted. This cannot be undone.`
            : `The selected ${kind.noun.many} and all their versions will be deleted. This cannot be undone.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
