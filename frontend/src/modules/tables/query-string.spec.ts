import { firstValue, queryOf } from './query-string';

describe('queryOf', () => {
  it('keeps the order of the pairs and leaves out empty values', () => {
    expect(
      queryOf([
        ['status', 'paid'],
        ['q', ''],
        ['user_id', null],
        ['page', 2],
      ]),
    ).toBe('?status=paid&page=2');
  });

  it('is empty when nothing is left', () => {
    expect(
      queryOf([
        ['q', ''],
        ['page', null],
      ]),
    ).toBe('');
  });
});

describe('firstValue', () => {
  it('takes the first of a repeated parameter, trimmed', () => {
    expect(firstValue(['  paid ', 'refunded'])).toBe('paid');
    expect(firstValue(' q ')).toBe('q');
  });

  it('is empty when the parameter is missing', () => {
    expect(firstValue(undefined)).toBe('');
    expect(firstValue([])).toBe('');
  });
});
