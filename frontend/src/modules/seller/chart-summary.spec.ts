import { chartSummary, countOf } from './chart-summary';

describe('chartSummary', () => {
  const sales = countOf('sale', 'sales');

  it('gives the total and the best day', () => {
    const points = [
      { date: '2026-01-04', value: 1 },
      { date: '2026-01-05', value: 5 },
      { date: '2026-01-06', value: 5 },
    ];
    expect(chartSummary(points, sales)).toBe('11 sales in total; the best day was Jan 5, 2026 with 5.');
  });

  it('says when there is nothing', () => {
    expect(chartSummary([{ date: '2026-01-04', value: 0 }], sales)).toBe('No sales in this period.');
    expect(chartSummary([], countOf('point earned', 'points earned'))).toBe('No points earned in this period.');
  });

  it('counts singular and plural', () => {
    expect(sales(1)).toBe('1 sale');
    expect(countOf('view', 'views')(1200)).toBe('1,200 views');
  });
});
