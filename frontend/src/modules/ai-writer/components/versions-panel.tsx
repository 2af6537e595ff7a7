'use client';

import type { Paper, PaperVersion, PaperVersionSummary } from '@studyhub/contracts';
import { ArrowLeft, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/modules/forms/components/form-alert';
import { failureMessage } from '@/modules/http/api-result';
import { formatDateTime } from '@/modules/tables/format-date';
import { useToast } from '@/modules/toast/components/toast-provider';
import { fetchVersion, fetchVersions, restoreVersion } from '../api/papers-api';
import { paperHtmlToText } from '../paper-text';
import { diffPaperWords, type WordDiff } from '../word-diff';
import { WordDiffText } from './word-diff-text';
import { ConfirmDialog } from './confirm-dialog';

const VERSIONS_FAILED = 'The versions of this paper could not be loaded.';
const VERSION_FAILED = 'This version could not be loaded.';
const RESTORE_FAILED = 'The version could not be restored. Please try again.';

type ListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; versions: PaperVersionSummary[] };

/**
 * Version history (spec section 4): every save that changed the text, newest first; a version can
 * be compared word by word with the editor's text and restored, which saves it as a new version.
 */
export function VersionsPanel({
  paperId,
  latestVersion,
  currentText,
  hasUnsavedChanges,
  onRestored,
}: {
  paperId: string;
  /** The paper's latest version number: the list is read again when it changes. */
  latestVersion: number;
  currentText: () => string;
  hasUnsavedChanges: () => boolean;
  onRestored: (paper: Paper) => void;
}) {
  const { showToast } = useToast();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [viewed, setViewed] = useState<{ version: PaperVersion; diff: WordDiff } | null>(null);
  const [viewError, setViewError] = useState<string | null>(null);
  const [toRestore, setToRestore] = useState<number | null>(null);
  const [isRestoring, setIsRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchVersions(paperId, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setList(
          result.ok
            ? { status: 'ready', versions: Array.isArray(result.data) ? result.data : [] }
            : { status: 'error', message: failureMessage(result, VERSIONS_FAILED) },
        );
      },
      () => !controller.signal.aborted && setList({ status: 'error', message: VERSIONS_FAILED }),
    );
    return () => controller.abort();
  }, [paperId, latestVersion]);

  const view = async (versionNumber: number) => {
    setViewError(null);
    const result = await fetchVersion(paperId, versionNumber);
    if (!result.ok) return setViewError(failureMessage(result, VERSION_FAILED));
    setViewed({ version: result.data, diff: diffPaperWords(paperHtmlToText(result.data.content), currentText()) });
  };

  const restore = async () => {
    if (toRestore === null) return;
    setIsRestoring(true);
    setRestoreError(null);
    const result = await restoreVersion(paperId, toRestore);
    setIsRestoring(false);
    if (!result.ok) return setRestoreError(failureMessage(result, RESTORE_FAILED));
    showToast({
      title: `Version ${toRestore} restored`,
      description: `Saved as version ${result.data.version}.`,
      variant: 'success',
    });
    setToRestore(null);
    setViewed(null);
    onRestored(result.data);
  };

  const restoreButton = (versionNumber: number) => (
    <button
      type="button"
      className="btn-secondary min-h-9 px-3 py-1.5"
      onClick={() => {
        setRestoreError(null);
        setToRestore(versionNumber);
      }}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      Restore<span className="sr-only"> version {versionNumber}</span>
    </button>
  );

  const restoreDialog = (
    <ConfirmDialog
      isOpen={toRestore !== null}
      title={`Restore version ${toRestore ?? ''}?`}
      confirmLabel="Restore"
      isBusy={isRestoring}
      onConfirm={() => void restore()}
      onClose={() => setToRestore(null)}
      testId="restore-version-dialog"
    >
      {restoreError ? <FormAlert>{restoreError}</FormAlert> : null}
      <p className={restoreError ? 'mt-4' : undefined}>
        Its text replaces the text in the editor and is saved as a new version, so you can go back to the current one
        from the history.
        {hasUnsavedChanges() ? ' Changes you have not saved yet will be lost.' : ''}
      </p>
    </ConfirmDialog>
  );

  if (viewed) {
    return (
      <div>
        <button type="button" className="link inline-flex items-center gap-1 text-sm" onClick={() => setViewed(null)}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All versions
        </button>
        <h3 className="mt-3 font-semibold text-ink">Version {viewed.version.version_number}</h3>
        <p className="mb-3 text-sm text-muted">
          {formatDateTime(viewed.version.created_at)} · {viewed.version.words} words
        </p>
        <WordDiffText diff={viewed.diff} />
        <div className="mt-4">{restoreButton(viewed.version.version_number)}</div>
        {restoreDialog}
      </div>
    );
  }

  return (
    <div>
      {viewError ? <FormAlert>{viewError}</FormAlert> : null}
      {list.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          Loading versions…
        </p>
      ) : list.status === 'error' ? (
        <FormAlert>{list.message}</FormAlert>
      ) : list.versions.length === 0 ? (
        <p className="text-sm text-muted">No versions yet. Each save that changes the text adds one.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Versions, newest first">
          {list.versions.map((version) => (
            <li
              key={version.id}
              data-testid="version-row"
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line bg-white p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">Version {version.version_number}</p>
                <p className="text-xs text-muted">
                  {formatDateTime(version.created_at)} · {version.words} words
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-ghost min-h-9 px-3 py-1.5"
                  onClick={() => void view(version.version_number)}
                >
                  Compare<span className="sr-only"> version {version.version_number}</span>
                </button>
                {restoreButton(version.version_number)}
              </div>
            </li>
          ))}
        </ul>
      )}
      {restoreDialog}
    </div>
  );
}
