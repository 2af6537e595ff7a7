/** Scales for the seller's bar charts: whole-number axes, bars that fill the plot, sparse labels. */

const STEPS = [1, 2, 5] as const;

/** The smallest "nice" step (1, 2 or 5 times a power of ten, at least 1) giving at most `maxTicks` steps up to `max`. */
export function niceStep(max: number, maxTicks = 4): number {
  const target = Math.max(max, 1) / Math.max(maxTicks, 1);
  let magnitude = 1;
  while (magnitude * 10 <= target) magnitude *= 10;
  for (;;) {
    for (const factor of STEPS) {
      const step = factor * magnitude;
      if (step >= target) return step;
    }
    magnitude *= 10;
  }
}

/** Tick values from 0 to the first multiple of the step at or above `max` (0..1 for an empty series). */
export function axisTicks(max: number, maxTicks = 4): number[] {
  const step = niceStep(max, maxTicks);
  const top = Math.max(step, Math.ceil(Math.max(max, 0) / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One bar per value across `width`, each taking its slot minus a gap, heights scaled so `top`
 * reaches the full `height`. A non-zero value is at least 1 px tall, so a small day never vanishes.
 */
export function barLayout(
  values: readonly number[],
  width: number,
  height: number,
  top: number,
  gapRatio = 0.25,
): Bar[] {
  if (values.length === 0 || width <= 0 || height <= 0) return [];
  const slot = width / values.length;
  const barWidth = Math.max(1, slot * (1 - gapRatio));
  return values.map((value, index) => {
    const scaled = top > 0 ? (Math.max(value, 0) / top) * height : 0;
    const barHeight = value > 0 ? Math.max(1, scaled) : 0;
    return { x: index * slot + (slot - barWidth) / 2, y: height - barHeight, width: barWidth, height: barHeight };
  });
}

/** Show every n-th day label so labels of about `labelWidth` px never overlap. */
export function labelStride(count: number, width: number, labelWidth = 56): number {
  if (count <= 0 || width <= 0) return 1;
  const fitting = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(count / fitting));
}

/** The index of the largest value (the first one on a tie), or -1 for an empty series. */
export function peakIndex(values: readonly number[]): number {
  let best = -1;
  for (const [index, value] of values.entries()) if (best < 0 || value > (values[best] ?? 0)) best = index;
  return best;
}
