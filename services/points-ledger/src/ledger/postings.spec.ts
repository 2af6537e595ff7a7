import { accountIdOf } from './accounts';
import { UnbalancedPostingError, accounts, balancedEntries } from './postings';

const user = '0f8fad5b-d9cb-469f-a165-70867728950e';
const seller = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('balanced entries', () => {
  it('derives each account id and keeps the balance after', () => {
    expect(
      balancedEntries([
        { account: accounts.userPoints(user), amount: -30, balanceAfter: 70 },
        { account: accounts.platformRevenue, amount: 30 },
      ]),
    ).toEqual([
      {
        account: accounts.userPoints(user),
        accountId: accountIdOf('user_points', user),
        amount: -30,
        balanceAfter: 70,
      },
      { account: accounts.platformRevenue, accountId: accountIdOf('platform_revenue'), amount: 30 },
    ]);
  });

  it('adds up postings of one account and drops zero amounts', () => {
    const entries = balancedEntries([
      { account: accounts.userPoints(user), amount: -100, balanceAfter: 0 },
      { account: accounts.platformRevenue, amount: 15 },
      { account: accounts.sellerPending(seller), amount: 70, balanceAfter: 70 },
      { account: accounts.platformRevenue, amount: 15 },
      { account: accounts.promotions, amount: 0 },
    ]);
    expect(entries.map((entry) => [entry.account.kind, entry.amount])).toEqual([
      ['user_points', -100],
      ['platform_revenue', 30],
      ['seller_pending', 70],
    ]);
  });

  it('refuses postings that do not sum to zero, fractions and two balances for one account', () => {
    expect(() =>
      balancedEntries([
        { account: accounts.userPoints(user), amount: -30 },
        { account: accounts.platformRevenue, amount: 29 },
      ]),
    ).toThrow(UnbalancedPostingError);
    expect(() =>
      balancedEntries([
        { account: accounts.userPoints(user), amount: -0.5 },
        { account: accounts.platformRevenue, amount: 0.5 },
      ]),
    ).toThrow('not a whole number');
    expect(() =>
      balancedEntries([
        { account: accounts.userPoints(user), amount: -1, balanceAfter: 1 },
        { account: accounts.userPoints(user), amount: -1, balanceAfter: 0 },
        { account: accounts.platformRevenue, amount: 2 },
      ]),
    ).toThrow('two balances after');
  });

  it('writes nothing for a transaction that moves nothing', () => {
    expect(balancedEntries([{ account: accounts.platformRevenue, amount: 0 }])).toEqual([]);
  });
});
