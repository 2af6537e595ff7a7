/** Where a chart draws: the plot area inside the SVG's view box, labels around it. */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = { width: 800, height: 240, left: 56, right: 16, top: 12, bottom: 30 };

/**
 * The top of the value axis: the smallest 1, 2 or 5 times a power of ten at or above the largest
 * value (at least 1, so an empty chart still has an axis), and its ticks from 0.
 */
export function axisOf(maximum: number, tickCount = 4): { top: number; ticks: number[] } {
  const target = Math.max(1, maximum) / tickCount;
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= target) ?? 10 * power;
  const wholeStep = Math.max(1, Math.round(step));
  const top = wholeStep * Math.max(1, Math.ceil(Math.max(1, maximum) / wholeStep));
  const ticks: number[] = [];
  for (let tick = 0; tick <= top; tick += wholeStep) ticks.push(tick);
  return { top, ticks };
}

/** The x of each of `count` points spread over the plot (one point sits in the middle). */
export function xPositions(count: number, box: ChartBox = CHART_BOX): number[] {
  const plot = box.width - box.left - box.right;
  if (count <= 1) return [box.left + plot / 2];
  return Array.from({ length: count }, (_, index) => box.left + (plot * index) / (count - 1));
}

export function yOf(value: number, top: number, box: ChartBox = CHART_BOX): number {
  const plot = box.height - box.top - box.bottom;
  return box.top + plot - (plot * Math.max(0, value)) / top;
}

/** An SVG path through the values, as `M x y L x y ...`. */
export function linePath(values: readonly number[], top: number, box: ChartBox = CHART_BOX): string {
  const xs = xPositions(values.length, box);
  return values
    .map((value, index) => `${index === 0 ? 'M' : 'L'}${xs[index]!.toFixed(1)} ${yOf(value, top, box).toFixed(1)}`)
    .join(' ');
}

/** Which bucket labels to print so they do not overlap: at most `most`, always the first and last. */
export function labelIndexes(count: number, most = 7): number[] {
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const step = Math.ceil((count - 1) / (most - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += step) indexes.push(index);
  if (count - 1 - indexes.at(-1)! < step / 2) indexes.pop();
  indexes.push(count - 1);
  return indexes;
}
