import { CHART_BOX, axisOf, labelIndexes, linePath, xPositions, yOf } from './chart-geometry';

describe('chart geometry', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten, in whole steps', () => {
    expect(axisOf(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(axisOf(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(axisOf(130)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(axisOf(1000).top).toBe(1000);
  });

  it('spreads points over the plot and maps values from the bottom up', () => {
    expect(xPositions(1)).toEqual([CHART_BOX.left + (CHART_BOX.width - CHART_BOX.left - CHART_BOX.right) / 2]);
    const xs = xPositions(3);
    expect(xs[0]).toBe(CHART_BOX.left);
    expect(xs[2]).toBe(CHART_BOX.width - CHART_BOX.right);
    expect(yOf(0, 10)).toBe(CHART_BOX.height - CHART_BOX.bottom);
    expect(yOf(10, 10)).toBe(CHART_BOX.top);
    expect(linePath([0, 10], 10)).toBe(`M56.0 210.0 L784.0 12.0`);
  });

  it('labels at most a handful of buckets, always the first and the last', () => {
    expect(labelIndexes(5)).toEqual([0, 1, 2, 3, 4]);
    const many = labelIndexes(90);
    expect(many.length).toBeLessThanOrEqual(7);
    expect(many[0]).toBe(0);
    expect(many.at(-1)).toBe(89);
  });
});
