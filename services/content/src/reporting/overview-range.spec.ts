import { bucketIndexOf, bucketsOf, dayOf, resolveRange, weekStartOf } from './overview-range';

describe('overview ranges', () => {
  const today = '2026-11-27'; // a Friday

  it('ends a preset range today and puts the same number of days before it', () => {
    expect(resolveRange({ range: '7d', granularity: 'day' }, today)).toEqual({
      kind: '7d',
      granularity: 'day',
      from: '2026-11-21',
      to: '2026-11-27',
      previous: { from: '2026-11-14', to: '2026-11-20' },
    });
    expect(resolveRange({ range: '90d', granularity: 'week' }, today)).toMatchObject({
      from: '2026-08-30',
      to: '2026-11-27',
      previous: { from: '2026-06-01', to: '2026-08-29' },
    });
  });

  it('takes a custom range as given and refuses one that ends after today', () => {
    expect(
      resolveRange({ range: 'custom', from: '2026-02-27', to: '2026-03-01', granularity: 'day' }, today),
    ).toMatchObject({
      from: '2026-02-27',
      to: '2026-03-01',
      previous: { from: '2026-02-24', to: '2026-02-26' },
    });
    expect(resolveRange({ range: 'custom', from: '2026-11-20', to: '2026-11-28', granularity: 'day' }, today)).toBe(
      'ends-after-today',
    );
  });

  it('cuts a range into days, or into ISO weeks clipped to the range', () => {
    expect(bucketsOf({ from: '2026-11-25', to: '2026-11-27', granularity: 'day' }).map((b) => b.from)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(bucketsOf({ from: '2026-11-05', to: '2026-11-27', granularity: 'week' })).toEqual([
      { from: '2026-11-05', to: '2026-11-08' },
      { from: '2026-11-09', to: '2026-11-15' },
      { from: '2026-11-16', to: '2026-11-22' },
      { from: '2026-11-23', to: '2026-11-27' },
    ]);
  });

  it('finds the Monday of a week across a year end, and the bucket of a day', () => {
    expect(weekStartOf('2027-01-03')).toBe('2026-12-28');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    const buckets = bucketsOf({ from: '2026-11-05', to: '2026-11-27', granularity: 'week' });
    expect(bucketIndexOf(buckets, '2026-11-05')).toBe(0);
    expect(bucketIndexOf(buckets, '2026-11-15')).toBe(1);
    expect(bucketIndexOf(buckets, '2026-11-27')).toBe(3);
    expect(bucketIndexOf(buckets, '2026-11-04')).toBe(-1);
    expect(bucketIndexOf(buckets, '2026-11-28')).toBe(-1);
  });

  it('takes the UTC day of an instant', () => {
    expect(dayOf('2026-11-26T23:59:59.999Z')).toBe('2026-11-26');
    expect(dayOf(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
  });
});
