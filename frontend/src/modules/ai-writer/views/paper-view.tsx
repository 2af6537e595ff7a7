'use client';

import type { Paper } from '@studyhub/contracts';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { failureMessage } from '@/modules/http/api-result';
import { useToast } from '@/modules/toast/components/toast-provider';
import { fetchPaper } from '../api/papers-api';
import { WRITER_LIST_PATH } from '../writer-paths';
import { PaperWorkspace } from './paper-workspace';

/** Spec section 8, Papers row. */
export const PAPER_NOT_FOUND = 'Paper not found';
export const PAPER_LOAD_FAILED = 'Failed to load paper';

type LoadState = { status: 'loading' } | { status: 'ready'; paper: Paper } | { status: 'failed'; message: string };

/**
 * /dashboard/ai-writer/paper/{paperId}: loads the paper, then opens the workspace. A paper that
 * cannot be opened is reported ('Paper not found', 'Failed to load paper') and the student is
 * taken back to the writer's list.
 */
export function PaperView({
  paperId,
  listPath = WRITER_LIST_PATH,
  renderWorkspace = (paper) => <PaperWorkspace initialPaper={paper} />,
}: {
  paperId: string;
  /** Where a paper that cannot be opened sends the student (the writer's or the editor's list). */
  listPath?: string;
  renderWorkspace?: (paper: Paper) => ReactNode;
}) {
  const router = useRouter();
  const { showToast } = useToast();
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchPaper(paperId, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) return setState({ status: 'ready', paper: result.data });
        const message = result.status === 404 ? PAPER_NOT_FOUND : failureMessage(result, PAPER_LOAD_FAILED);
        setState({ status: 'failed', message });
        showToast({ title: message, variant: 'error' });
        router.replace(listPath);
      },
      () => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: PAPER_LOAD_FAILED });
        showToast({ title: PAPER_LOAD_FAILED, variant: 'error' });
        router.replace(listPath);
      },
    );
    return () => controller.abort();
  }, [paperId, listPath, router, showToast]);

  if (state.status === 'ready') return renderWorkspace(state.paper);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      {state.status === 'loading' ? (
        <p role="status" className="text-sm text-muted">
          Opening your paper…
        </p>
      ) : (
        <p role="alert" className="font-semibold text-danger">
          {state.message}
        </p>
      )}
    </div>
  );
}
