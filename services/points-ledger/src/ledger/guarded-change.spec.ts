import { guardedChangeOf, type BalanceTable } from './guarded-change';

const USERS: BalanceTable<'points' | 'spent'> = {
  table: 'user_points',
  key: 'user_id',
  columns: { points: 'points_balance', spent: 'lifetime_spent' },
};

describe('guarded balance changes', () => {
  it('lowers a balance only where it holds enough, in one statement (never read, then write)', () => {
    expect(guardedChangeOf(USERS, 'u1', { points: -30, spent: 30 })).toEqual({
      sql:
        'WITH changed AS (UPDATE user_points SET points_balance = points_balance + $2, ' +
        'lifetime_spent = lifetime_spent + $3, updated_at = now() ' +
        'WHERE user_id = $1 AND points_balance >= $4 RETURNING *) SELECT * FROM changed',
      params: ['u1', -30, 30, 30],
    });
  });

  it('creates the missing row when the change only adds (a missing balance is zero)', () => {
    expect(guardedChangeOf(USERS, 'u1', { points: 110 })).toEqual({
      sql:
        'INSERT INTO user_points (user_id, points_balance) VALUES ($1, $2) ' +
        'ON CONFLICT (user_id) DO UPDATE SET points_balance = user_points.points_balance + EXCLUDED.points_balance, ' +
        'updated_at = now() RETURNING *',
      params: ['u1', 110],
    });
  });

  it('leaves out columns that do not change', () => {
    expect(guardedChangeOf(USERS, 'u1', { points: 0, spent: undefined }).params).toEqual(['u1']);
  });

  it('refuses fractions and unknown balances', () => {
    expect(() => guardedChangeOf(USERS, 'u1', { points: 1.5 })).toThrow('whole number');
    expect(() => guardedChangeOf(USERS, 'u1', { held: 1 } as never)).toThrow('has no balance held');
  });
});
