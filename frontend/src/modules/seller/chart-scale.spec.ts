import { axisTicks, barLayout, labelStride, niceStep, peakIndex } from './chart-scale';

describe('niceStep', () => {
  it.each([
    [0, 1],
    [3, 1],
    [4, 1],
    [5, 2],
    [9, 5],
    [20, 5],
    [21, 10],
    [130, 50],
    [999, 500],
    [4000, 1000],
  ])('max %d -> step %d', (max, step) => {
    expect(niceStep(max)).toBe(step);
  });
});

describe('axisTicks', () => {
  it('runs from zero to the first step at or above the maximum', () => {
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(130)).toEqual([0, 50, 100, 150]);
    expect(axisTicks(100)).toEqual([0, 50, 100]);
  });

  it('gives an empty series an axis of 0 to 1', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});

describe('barLayout', () => {
  it('fills the width with one slot per value and scales heights to the top', () => {
    const bars = barLayout([0, 5, 10], 300, 100, 10, 0.5);
    expect(bars).toEqual([
      { x: 25, y: 100, width: 50, height: 0 },
      { x: 125, y: 50, width: 50, height: 50 },
      { x: 225, y: 0, width: 50, height: 100 },
    ]);
  });

  it('keeps a small non-zero value visible', () => {
    expect(barLayout([1], 10, 100, 1000)[0]!.height).toBe(1);
  });

  it('draws nothing without room or values', () => {
    expect(barLayout([], 100, 100, 1)).toEqual([]);
    expect(barLayout([1], 0, 100, 1)).toEqual([]);
  });
});

describe('labelStride', () => {
  it('labels every day when there is room, fewer when there is not', () => {
    expect(labelStride(7, 600)).toBe(1);
    expect(labelStride(30, 600)).toBe(3);
    expect(labelStride(365, 300)).toBe(73);
    expect(labelStride(0, 300)).toBe(1);
  });
});

describe('peakIndex', () => {
  it('finds the first largest value', () => {
    expect(peakIndex([1, 4, 4, 2])).toBe(1);
    expect(peakIndex([])).toBe(-1);
  });
});
