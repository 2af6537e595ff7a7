import clsx from 'clsx';
import { auditDiff, CHANGE_LABELS, type DiffRow } from './audit-diff';

type Snapshot = Record<string, unknown> | null;

const ROW_TONE: Record<DiffRow['change'], string> = {
  changed: 'bg-accent-100',
  added: 'bg-success-50',
  removed: 'bg-danger-50',
  unchanged: '',
};

function Value({ value, struck }: { value: string | null; struck?: boolean }) {
  if (value === null) return <span className="text-muted">(not set)</span>;
  return (
    <span className={clsx('font-mono text-xs break-all whitespace-pre-wrap', struck && 'line-through')}>{value}</span>
  );
}

/**
 * The record before and after the write, field by field: changed fields first and highlighted (with
 * their kind of change in words, not only in colour), then the fields the write left alone.
 */
export function AuditDiffTable({ before, after }: { before: Snapshot; after: Snapshot }) {
  const rows = auditDiff(before, after);
  if (rows.length === 0) {
    return <p className="mt-3 text-sm text-muted">This action recorded no fields.</p>;
  }
  const changed = rows.filter((row) => row.change !== 'unchanged').length;
  return (
    <div className="mt-3">
      <p className="text-sm text-muted" data-testid="audit-diff-count">
        {changed} {changed === 1 ? 'field' : 'fields'} changed, {rows.length - changed} unchanged.
      </p>
      <ul
        className="mt-2 divide-y divide-line rounded-2xl border border-line bg-white"
        aria-label="Fields before and after"
      >
        {rows.map((row) => (
          <li
            key={row.field}
            className={clsx(
              'grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,2fr)]',
              ROW_TONE[row.change],
            )}
            data-testid="audit-diff-row"
            data-change={row.change}
          >
            <div className="min-w-0">
              <p className="font-semibold break-all text-ink">{row.field}</p>
              <p className="text-xs text-muted">{CHANGE_LABELS[row.change]}</p>
            </div>
            <div className="min-w-0">
              <p className="text-xs font-semibold text-muted sm:sr-only">Before</p>
              <Value value={row.before} struck={row.change === 'changed' || row.change === 'removed'} />
            </div>
            <div className="min-w-0">
              <p className="text-xs font-semibold text-muted sm:sr-only">After</p>
              <Value value={row.after} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
