import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { OVERVIEW_FIGURES, type OverviewFigure } from '@studyhub/contracts';
import { changeOf, formatFigure } from '../format-figure';

/** One key figure over the chosen range, its change from the period before, today and all time. */
export function FigureCard({ figure }: { figure: OverviewFigure }) {
  const { label } = OVERVIEW_FIGURES[figure.key];
  const change = changeOf(figure.range_total, figure.previous_range_total, figure.unit);
  const Icon = change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  return (
    <li className="min-w-0 rounded-xl border border-line bg-white p-3 sm:p-4" data-testid={`figure-${figure.key}`}>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-xl font-bold break-words text-ink tabular-nums sm:text-2xl" data-testid="figure-value">
        {formatFigure(figure.range_total, figure.unit)}
      </p>
      <p className="mt-1 flex items-center gap-1 text-sm text-muted">
        <Icon aria-hidden="true" className="size-4" />
        <span aria-hidden="true">{change.text}</span>
        <span className="sr-only">{change.description}</span>
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-2 text-xs text-muted">
        <dt>Today</dt>
        <dd className="text-right tabular-nums">{formatFigure(figure.today, figure.unit)}</dd>
        <dt>All time</dt>
        <dd className="text-right tabular-nums">{formatFigure(figure.all_time, figure.unit)}</dd>
      </dl>
    </li>
  );
}
