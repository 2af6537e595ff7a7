import { figureWindowsOf, figuresOf, seriesOf, spanOf, usdCentsOfPoints, type FigureInputs } from './overview-figures';
import { bucketsOf, resolveRange } from './overview-range';

describe('overview figures', () => {
  const today = '2026-11-27';
  const range = resolveRange({ range: '7d', granularity: 'day' }, today);
  if (range === 'ends-after-today') throw new Error('unreachable');
  const windows = figureWindowsOf(today, range);
  const buckets = bucketsOf(range);

  const inputs = (overrides: Partial<FigureInputs> = {}): FigureInputs => ({
    daily: [
      { day: '2026-11-27', metric: 'points_sold', dimension: '', value: 110 },
      { day: '2026-11-25', metric: 'points_sold', dimension: '', value: 50 },
      { day: '2026-11-15', metric: 'points_sold', dimension: '', value: 40 },
      { day: '2026-11-01', metric: 'points_sold', dimension: '', value: 7 },
      { day: '2026-11-27', metric: 'ai_actions', dimension: 'editor', value: 2 },
      { day: '2026-11-26', metric: 'ai_actions', dimension: 'plagiarism', value: 5 },
    ],
    allTime: new Map([
      ['points_sold', 1007],
      ['ai_actions', 7],
    ]),
    active: {
      windows: { today: 1, last_7_days: 3, last_30_days: 4, range: 3, previous: 2 },
      buckets: [0, 0, 0, 0, 1, 2, 1],
      allTime: 9,
    },
    windows,
    buckets,
    ...overrides,
  });

  it('converts points to USD at 10 points a dollar', () => {
    expect(usdCentsOfPoints(110)).toBe(1100);
    expect(usdCentsOfPoints(5)).toBe(50);
  });

  it('reads back far enough for 30 days and the period before the range', () => {
    expect(spanOf(windows)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
  });

  it('sums each figure over today, 7 and 30 days, all time, the range and the period before it', () => {
    const figures = figuresOf(inputs());
    expect(figures.find((f) => f.key === 'points_sold')).toEqual({
      key: 'points_sold',
      unit: 'points',
      today: 110,
      last_7_days: 160,
      last_30_days: 207,
      all_time: 1007,
      range_total: 160,
      previous_range_total: 40,
    });
    expect(figures.find((f) => f.key === 'revenue_from_points')).toMatchObject({
      unit: 'usd_cents',
      today: 1100,
      all_time: 10_070,
      range_total: 1600,
    });
    expect(figures.find((f) => f.key === 'active_users')).toMatchObject({ today: 1, range_total: 3, all_time: 9 });
    expect(figures.find((f) => f.key === 'signups')).toMatchObject({ today: 0, all_time: 0, previous_range_total: 0 });
  });

  it('gives a series per figure over the buckets and AI actions per tool, the busiest first', () => {
    const series = seriesOf(inputs());
    expect(series.find((s) => s.key === 'points_sold')?.values).toEqual([0, 0, 0, 0, 50, 0, 110]);
    expect(series.find((s) => s.key === 'revenue_from_points')?.values).toEqual([0, 0, 0, 0, 500, 0, 1100]);
    expect(series.find((s) => s.key === 'active_users')?.values).toEqual([0, 0, 0, 0, 1, 2, 1]);
    const tools = series.filter((s) => s.figure === 'ai_actions' && s.dimension !== null);
    expect(tools.map((s) => [s.label, s.values])).toEqual([
      ['Plagiarism checker', [0, 0, 0, 0, 0, 5, 0]],
      ['Editor and checker', [0, 0, 0, 0, 0, 0, 2]],
    ]);
  });
});
