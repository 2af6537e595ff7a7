import { queryOf } from './query-string';

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
