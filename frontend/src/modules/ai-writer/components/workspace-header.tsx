'use client';

import { ArrowLeft, Save } from 'lucide-react';
import Link from 'next/link';
import { FormAlert } from '@/modules/forms/components/form-alert';
import type { ExportDocument } from '../export/document-model';
import type { SaveProblem, SaveStatus } from '../hooks/use-paper-document';
import { ExportButtons } from './export-buttons';
import { SaveIndicator } from './save-indicator';

export interface WorkspaceHeaderProps {
  /** The list this paper belongs to, and what its items are called ("paper", "document"). */
  back: { href: string; label: string };
  itemName: string;
  title: string;
  titlePlaceholder: string;
  onTitleChange: (title: string) => void;
  status: SaveStatus;
  onSave: () => void;
  buildExport: () => ExportDocument | null;
  problem: SaveProblem | null;
  isReloading: boolean;
  onReload: () => void;
}

/**
 * The top of a paper's workspace, shared by the writer and the editor: the way back, the title,
 * the save state with a Save button, export, and a failed save's reason (a stale window offers to
 * reload the latest version).
 */
export function WorkspaceHeader(props: WorkspaceHeaderProps) {
  const { problem } = props;
  return (
    <>
      <Link href={props.back.href} className="link inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {props.back.label}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1">
          <label htmlFor="paper-title" className="sr-only">
            Title
          </label>
          <input
            id="paper-title"
            value={props.title}
            maxLength={200}
            placeholder={props.titlePlaceholder}
            onChange={(event) => props.onTitleChange(event.target.value)}
            className="w-full rounded-lg border border-transparent bg-transparent px-2 py-1 text-2xl font-bold tracking-tight text-ink hover:border-line focus:border-brand-600 focus:outline-none sm:text-3xl"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SaveIndicator status={props.status} />
          <button type="button" className="btn-primary min-h-9 px-3 py-1.5" onClick={props.onSave}>
            <Save aria-hidden="true" className="size-4" />
            Save
          </button>
          <ExportButtons buildDocument={props.buildExport} />
        </div>
      </div>
      {problem ? (
        <div className="mt-4">
          <FormAlert title={problem.isConflict ? 'Saved from another window' : 'Failed to save changes'}>
            <p>{problem.message}</p>
            {problem.isConflict ? (
              <button
                type="button"
                className="btn-secondary mt-3 min-h-9 px-3 py-1.5"
                disabled={props.isReloading}
                onClick={props.onReload}
              >
                Reload the {props.itemName} (your unsaved changes are dropped)
              </button>
            ) : null}
          </FormAlert>
        </div>
      ) : null}
    </>
  );
}
