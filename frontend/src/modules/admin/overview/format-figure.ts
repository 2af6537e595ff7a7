import type { OverviewFigureUnit } from '@studyhub/contracts';

const numberFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A figure's value as people read it: 1,234 / 1,234 points / $12.50. */
export function formatFigure(value: number, unit: OverviewFigureUnit): string {
  switch (unit) {
    case 'count':
      return numberFormatter.format(value);
    case 'points':
      return `${numberFormatter.format(value)} ${value === 1 ? 'point' : 'points'}`;
    case 'usd_cents':
      return usdFormatter.format(value / 100);
  }
}

/** A chart axis label: short (1.2k, $3.4k) so it fits beside the plot. */
export function formatAxis(value: number, unit: OverviewFigureUnit): string {
  const amount = unit === 'usd_cents' ? value / 100 : value;
  const short =
    Math.abs(amount) >= 1_000_000
      ? `${trim(amount / 1_000_000)}M`
      : Math.abs(amount) >= 1_000
        ? `${trim(amount / 1_000)}k`
        : trim(amount);
  return unit === 'usd_cents' ? `$${short}` : short;
}

function trim(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
}

export interface FigureChange {
  /** up, down or flat compared with the period before. */
  direction: 'up' | 'down' | 'flat';
  /** What the card shows: +12%, −5%, No change, or New when the period before had nothing. */
  text: string;
  /** The same for a screen reader, with the previous value in words. */
  description: string;
}

/** How the range's total compares with the same length of time just before it. */
export function changeOf(current: number, previous: number, unit: OverviewFigureUnit): FigureChange {
  const before = `previous period ${formatFigure(previous, unit)}`;
  if (current === previous)
    return { direction: 'flat', text: 'No change', description: `No change from the ${before}` };
  if (previous === 0) return { direction: 'up', text: 'New', description: `Up from nothing in the ${before}` };
  const percent = Math.round(((current - previous) / previous) * 100);
  const direction = current > previous ? 'up' : 'down';
  const shown = percent === 0 ? '<1' : String(Math.abs(percent));
  return {
    direction,
    text: `${direction === 'up' ? '+' : '−'}${shown}%`,
    description: `${direction === 'up' ? 'Up' : 'Down'} ${shown}% from the ${before}`,
  };
}
