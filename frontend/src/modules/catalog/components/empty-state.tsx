import type { LucideIcon } from 'lucide-react';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows when nothing matches: a short title, an optional hint and an optional way on. */
export function EmptyState({
  title,
  description,
  action,
  icon: Icon = SearchX,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: LucideIcon;
}) {
  return (
    <div
      className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong p-10 text-center"
      data-testid="empty-state"
    >
      <Icon aria-hidden="true" className="h-10 w-10 text-muted" />
      <p className="text-lg font-semibold text-ink">{title}</p>
      {description ? <div className="max-w-md text-sm text-muted">{description}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
