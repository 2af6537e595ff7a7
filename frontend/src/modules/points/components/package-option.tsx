import type { PointsPackage } from '@studyhub/contracts';
import { Sparkles } from 'lucide-react';
import { bonusPercentLabel } from '../custom-amount';
import { formatCents } from '../format-money';
import { formatPoints } from '../format-points';

/** One points package as a radio card: total points, the bonus, the price. */
export function PackageOption({
  pack,
  name,
  isChecked,
  isSuggested,
  onSelect,
}: {
  pack: PointsPackage;
  name: string;
  isChecked: boolean;
  isSuggested: boolean;
  onSelect: () => void;
}) {
  const bonus = bonusPercentLabel(pack.points, pack.bonus_points);
  return (
    <label
      data-testid="points-package"
      className="relative flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-4 hover:border-brand-300 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600"
    >
      <input
        type="radio"
        name={name}
        checked={isChecked}
        onChange={onSelect}
        className="mt-1 size-4 shrink-0 accent-brand-600"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{pack.name}</span>
          {pack.is_popular ? (
            <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">
              Popular
            </span>
          ) : null}
        </span>
        <span className="mt-1 block text-xl font-bold text-ink">{formatPoints(pack.total_points)} points</span>
        {pack.bonus_points > 0 ? (
          <span className="mt-0.5 flex items-center gap-1 text-sm text-ink">
            <Sparkles aria-hidden="true" className="size-4 text-success" />
            {formatPoints(pack.points)} + {formatPoints(pack.bonus_points)} bonus{bonus ? ` (${bonus})` : ''}
          </span>
        ) : null}
        <span className="mt-1 block text-sm font-medium text-muted">{formatCents(pack.price_cents)}</span>
        {isSuggested ? (
          <span className="mt-1 block text-xs font-semibold text-brand-700">Covers what you need</span>
        ) : null}
      </span>
    </label>
  );
}
