'use client';

import { EDITOR_ISSUE_CATEGORIES, type EditorReadability } from '@studyhub/contracts';
import { RefreshCw } from 'lucide-react';
import type { PlacedIssue } from '../check-decorations';
import type { EditorChecks } from '../hooks/use-editor-checks';
import { CATEGORY_COLOURS, CATEGORY_LABELS } from '../issue-categories';
import { IssueActions } from './issue-card';

function ReadabilitySummary({ readability }: { readability: EditorReadability }) {
  const grade = readability.flesch_kincaid_grade;
  return (
    <dl
      data-testid="readability"
      className="grid grid-cols-3 gap-2 rounded-xl bg-surface-muted p-3 text-center text-sm"
    >
      <div>
        <dt className="text-muted">Grade</dt>
        <dd className="text-lg font-semibold text-ink">{grade === null ? '–' : grade.toFixed(1)}</dd>
      </div>
      <div>
        <dt className="text-muted">Words</dt>
        <dd className="text-lg font-semibold text-ink">{readability.word_count.toLocaleString('en-US')}</dd>
      </div>
      <div>
        <dt className="text-muted">Sentences</dt>
        <dd className="text-lg font-semibold text-ink">{readability.sentence_count.toLocaleString('en-US')}</dd>
      </div>
    </dl>
  );
}

/**
 * The checks' side panel: readability, then the issues by category with their counts and fixes.
 * The checks are free and need no model.
 */
export function ChecksPanel({ checks, onShow }: { checks: EditorChecks; onShow: (placed: PlacedIssue) => void }) {
  const groups = EDITOR_ISSUE_CATEGORIES.map((category) => ({
    category,
    issues: checks.issues.filter((placed) => placed.issue.category === category),
  })).filter((group) => group.issues.length > 0);
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted" aria-live="polite" data-testid="check-status">
          {checks.isChecking
            ? 'Checking…'
            : checks.issues.length === 0
              ? 'No issues found.'
              : `${checks.issues.length} ${checks.issues.length === 1 ? 'issue' : 'issues'}`}
        </p>
        <button type="button" className="btn-secondary min-h-9 px-3 py-1.5" onClick={checks.checkNow}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Check now
        </button>
      </div>
      <p className="text-xs text-muted">
        Free checks: spelling, grammar, a/an, repeated words, passive voice and readability.
      </p>
      {checks.error ? (
        <p role="alert" className="text-sm text-danger">
          {checks.error}
        </p>
      ) : null}
      {checks.readability ? <ReadabilitySummary readability={checks.readability} /> : null}
      {groups.map((group) => (
        <section
          key={group.category}
          aria-label={CATEGORY_LABELS[group.category]}
          data-testid={`issues-${group.category}`}
        >
          <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ background: CATEGORY_COLOURS[group.category] }}
            />
            {CATEGORY_LABELS[group.category]}
            <span className="rounded-full bg-surface-muted px-2 text-xs text-muted">{group.issues.length}</span>
          </h3>
          <ul className="mt-2 grid gap-2">
            {group.issues.map((placed) => (
              <li key={placed.issue.id} data-testid="issue-row" className="rounded-lg border border-line p-2.5 text-sm">
                <button
                  type="button"
                  className="text-left font-medium text-ink hover:underline"
                  onClick={() => onShow(placed)}
                >
                  “{placed.original}”
                </button>
                <p className="mt-0.5 text-muted">{placed.issue.message}</p>
                <IssueActions
                  placed={placed}
                  onFix={checks.applyFix}
                  onIgnore={checks.ignore}
                  onAddToDictionary={checks.addToDictionary}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
