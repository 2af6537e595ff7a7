'use client';

import { addSourceSchema, SOURCE_TYPE_LABELS, type AddSourceRequest, type PaperSource } from '@studyhub/contracts';
import clsx from 'clsx';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { ModalDialog } from '@/modules/forms/components/modal-dialog';
import { TextField } from '@/modules/forms/components/text-field';
import { failureMessage } from '@/modules/http/api-result';
import { StatusBadge } from '@/modules/tables/components/status-badge';
import { useToast } from '@/modules/toast/components/toast-provider';
import { addSource, deleteSource, fetchSourceFileLink, updateSource, uploadSourceFile } from '../api/paper-sources-api';
import type { SourcesState } from '../hooks/use-paper-sources';
import { REFERENCE_FILE_ACCEPT, referenceFileProblem } from '../reference-file';
import { emptySourceForm, sourceFormValues } from '../source-form';
import { ConfirmDialog } from './confirm-dialog';
import { ReferenceSearch } from './reference-search';
import { SourceEditor } from './source-editor';

const ADD_FAILED = 'The source could not be added.';
const SAVE_FAILED = 'The source could not be saved.';
const DELETE_FAILED = 'The source could not be removed.';

type AddMode = 'doi' | 'url' | 'file';
const ADD_MODE_LABELS: Record<AddMode, string> = { doi: 'DOI', url: 'Web address', file: 'File' };

const MISSING_LABELS: Record<string, string> = { author: 'author', issued: 'year', title: 'title' };

function SourceRow({
  source,
  onEdit,
  onDelete,
  onOpenFile,
}: {
  source: PaperSource;
  onEdit: () => void;
  onDelete: () => void;
  onOpenFile: () => void;
}) {
  return (
    <li data-testid="source-row" className="rounded-xl border border-line bg-white p-3 text-sm">
      <p className="text-ink">{source.formatted.text || source.item.title}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <StatusBadge tone="neutral">{SOURCE_TYPE_LABELS[source.item.type]}</StatusBadge>
        {source.file_name ? (
          <button type="button" className="link text-xs" onClick={onOpenFile}>
            {source.file_name}
            <span className="sr-only"> (open the file)</span>
          </button>
        ) : null}
        {source.out_of_range ? <StatusBadge tone="warning">Outside the year range</StatusBadge> : null}
        {source.missing.length > 0 ? (
          <StatusBadge tone="danger">{`Missing ${source.missing.map((field) => MISSING_LABELS[field] ?? field).join(', ')}`}</StatusBadge>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-muted">
        Cited as <code>[@{source.id}]</code>
      </p>
      <div className="mt-2 flex gap-2">
        <button type="button" className="btn-ghost min-h-9 px-2 py-1" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {source.item.title}</span>
        </button>
        <button type="button" className="btn-ghost min-h-9 px-2 py-1 text-danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {source.item.title}</span>
        </button>
      </div>
    </li>
  );
}

/** Adding by DOI, web address or file in one small form; by hand opens the full editor. */
function QuickAdd({ paperId, onAdded }: { paperId: string; onAdded: () => void }) {
  const [mode, setMode] = useState<AddMode>('doi');
  const [value, setValue] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === 'file') {
      if (!file) return setError('Choose a file.');
      const problem = referenceFileProblem(file);
      if (problem) return setError(problem);
      setIsBusy(true);
      const result = await uploadSourceFile(paperId, file, { type: 'document', title: file.name });
      setIsBusy(false);
      if (!result.ok) return setError(failureMessage(result, ADD_FAILED));
      setFile(null);
      return onAdded();
    }
    const parsed = addSourceSchema.safeParse(
      mode === 'doi' ? { kind: 'doi', doi: value } : { kind: 'url', url: value.trim() },
    );
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ADD_FAILED);
    setIsBusy(true);
    const result = await addSource(paperId, parsed.data satisfies AddSourceRequest);
    setIsBusy(false);
    if (!result.ok) return setError(failureMessage(result, ADD_FAILED));
    setValue('');
    onAdded();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3" aria-label="Add a source">
      <div role="radiogroup" aria-label="Add by" className="flex flex-wrap gap-1">
        {(Object.keys(ADD_MODE_LABELS) as AddMode[]).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={mode === option}
            onClick={() => {
              setMode(option);
              setError(null);
            }}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm font-semibold',
              mode === option ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line text-muted hover:text-ink',
            )}
          >
            {ADD_MODE_LABELS[option]}
          </button>
        ))}
      </div>
      {mode === 'file' ? (
        <div>
          <label htmlFor="source-file" className="field-label">
            Reference file
          </label>
          <input
            id="source-file"
            type="file"
            accept={REFERENCE_FILE_ACCEPT}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="mt-1 block w-full text-sm"
          />
        </div>
      ) : (
        <TextField
          label={mode === 'doi' ? 'DOI' : 'Web address'}
          placeholder={mode === 'doi' ? '10.1000/xyz123' : 'https://'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      )}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button type="submit" className="btn-secondary" disabled={isBusy} aria-busy={isBusy}>
        <Plus aria-hidden="true" className="size-4" />
        Add source
      </button>
    </form>
  );
}

/**
 * The paper's sources: the library with each entry in the paper's style, flags for sources
 * outside the year range or missing what a citation needs, whether the required number is met,
 * and adding (DOI, web address, file, by hand), editing and removing.
 */
export function SourcesPanel({
  paperId,
  state,
  onChanged,
}: {
  paperId: string;
  state: SourcesState;
  onChanged: () => void;
}) {
  const { showToast } = useToast();
  const [editing, setEditing] = useState<PaperSource | 'new' | null>(null);
  const [toRemove, setToRemove] = useState<PaperSource | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const saveSource = async (item: Parameters<typeof updateSource>[2]): Promise<string | null> => {
    const result =
      editing === 'new' || editing === null
        ? await addSource(paperId, { kind: 'manual', item })
        : await updateSource(paperId, editing.id, item);
    if (!result.ok) return failureMessage(result, editing === 'new' ? ADD_FAILED : SAVE_FAILED);
    setEditing(null);
    onChanged();
    return null;
  };

  const openFile = async (source: PaperSource) => {
    // Opened before the link is known, so the browser does not treat it as an unasked pop-up.
    const opened = window.open('', '_blank');
    const result = await fetchSourceFileLink(paperId, source.id);
    if (result.ok && opened) {
      opened.opener = null;
      opened.location.href = result.data.url;
      return;
    }
    opened?.close();
    showToast({
      title: 'The file could not be opened',
      description: result.ok ? undefined : failureMessage(result, 'Please try again.'),
      variant: 'error',
    });
  };

  const remove = async () => {
    if (!toRemove) return;
    const result = await deleteSource(paperId, toRemove.id);
    if (!result.ok) return setRemoveError(failureMessage(result, DELETE_FAILED));
    setToRemove(null);
    showToast({ title: 'Source removed', variant: 'success' });
    onChanged();
  };

  return (
    <div className="grid gap-5">
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          Loading sources…
        </p>
      ) : state.status === 'error' ? (
        <FormAlert>{state.message}</FormAlert>
      ) : (
        <>
          <p
            data-testid="source-requirement"
            className={clsx('text-sm', state.library.requirement.met ? 'text-success' : 'text-ink')}
          >
            {state.library.requirement.usable} of {state.library.requirement.count} sources from{' '}
            {state.library.requirement.year_range.start} to {state.library.requirement.year_range.end}:{' '}
            <strong>{state.library.requirement.met ? 'requirement met' : 'requirement not met'}</strong>
          </p>
          {state.library.sources.length === 0 ? (
            <p className="text-sm text-muted">No sources yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Sources">
              {state.library.sources.map((source) => (
                <SourceRow
                  key={source.id}
                  source={source}
                  onEdit={() => setEditing(source)}
                  onOpenFile={() => void openFile(source)}
                  onDelete={() => {
                    setRemoveError(null);
                    setToRemove(source);
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}

      <QuickAdd paperId={paperId} onAdded={onChanged} />
      <button type="button" className="btn-ghost justify-start" onClick={() => setEditing('new')}>
        <Plus aria-hidden="true" className="size-4" />
        Enter a source by hand
      </button>
      <ReferenceSearch paperId={paperId} onAdded={onChanged} />
      {/* The CSL styles' licence (CC BY-SA 3.0) asks for this attribution where they are used. */}
      <p data-testid="csl-attribution" className="text-xs text-muted">
        Citation styles from the Citation Style Language project (
        <a href="https://citationstyles.org/" target="_blank" rel="noopener noreferrer" className="link">
          citationstyles.org
        </a>
        ), CC BY-SA 3.0
      </p>

      <ModalDialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add a source' : 'Edit source'}
      >
        {editing !== null ? (
          <SourceEditor
            initial={editing === 'new' ? emptySourceForm() : sourceFormValues(editing.item)}
            submitLabel={editing === 'new' ? 'Add source' : 'Save source'}
            onSubmit={saveSource}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </ModalDialog>
      <ConfirmDialog
        isOpen={toRemove !== null}
        title="Remove this source?"
        confirmLabel="Remove"
        isDanger
        onConfirm={() => void remove()}
        onClose={() => setToRemove(null)}
      >
        {removeError ? <FormAlert>{removeError}</FormAlert> : null}
        <p className={removeError ? 'mt-4' : undefined}>
          “{toRemove?.item.title}” is removed from this paper’s sources and reference list.
        </p>
      </ConfirmDialog>
    </div>
  );
}
