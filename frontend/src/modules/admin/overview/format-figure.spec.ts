import { changeOf, formatAxis, formatFigure } from './format-figure';

describe('figure formats', () => {
  it('writes counts, points and dollars from cents', () => {
    expect(formatFigure(12345, 'count')).toBe('12,345');
    expect(formatFigure(1, 'points')).toBe('1 point');
    expect(formatFigure(1500, 'points')).toBe('1,500 points');
    expect(formatFigure(1100, 'usd_cents')).toBe('$11.00');
  });

  it('shortens axis labels', () => {
    expect(formatAxis(0, 'count')).toBe('0');
    expect(formatAxis(1500, 'count')).toBe('1.5k');
    expect(formatAxis(250_000, 'usd_cents')).toBe('$2.5k');
    expect(formatAxis(3_000_000, 'points')).toBe('3M');
  });

  it('compares a range with the period before it', () => {
    expect(changeOf(120, 100, 'count')).toEqual({
      direction: 'up',
      text: '+20%',
      description: 'Up 20% from the previous period 100',
    });
    expect(changeOf(50, 200, 'usd_cents')).toMatchObject({ direction: 'down', text: '−75%' });
    expect(changeOf(5, 0, 'count')).toMatchObject({ direction: 'up', text: 'New' });
    expect(changeOf(0, 0, 'count')).toMatchObject({ direction: 'flat', text: 'No change' });
    expect(changeOf(1001, 1000, 'count').text).toBe('+<1%');
  });
});
