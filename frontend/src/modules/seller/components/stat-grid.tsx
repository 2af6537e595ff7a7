import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
}

/** Key figures as a description list of cards. */
export function StatGrid({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
          <dt className="text-sm font-medium text-muted">{stat.label}</dt>
          <dd className="mt-2 text-2xl font-bold break-words text-ink" data-testid={stat.testId}>
            {stat.value}
          </dd>
          {stat.hint ? <dd className="mt-1 text-sm text-muted">{stat.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
