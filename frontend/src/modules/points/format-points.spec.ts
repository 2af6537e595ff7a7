import { formatPoints, formatPointsLabel } from './format-points';

describe('formatPoints', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [12500, '12,500'],
    [1234567, '1,234,567'],
  ])('%d -> %s', (points, expected) => {
    expect(formatPoints(points)).toBe(expected);
  });

  it('labels singular and plural', () => {
    expect(formatPointsLabel(1)).toBe('1 point');
    expect(formatPointsLabel(2500)).toBe('2,500 points');
  });
});
