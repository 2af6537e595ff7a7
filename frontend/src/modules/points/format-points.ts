const pointsFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Points are shown en-US formatted (spec section 9): 12500 -> "12,500". */
export function formatPoints(points: number): string {
  return pointsFormatter.format(points);
}

export function formatPointsLabel(points: number): string {
  return `${formatPoints(points)} ${points === 1 ? 'point' : 'points'}`;
}
