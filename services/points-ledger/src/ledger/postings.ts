import { accountIdOf, type OwnedAccountKind, type SystemAccountKind } from './accounts';

export type AccountRef = { kind: OwnedAccountKind; ownerId: string } | { kind: SystemAccountKind; ownerId?: never };

/** One line of a ledger transaction: a signed amount on one account. */
export interface Posting {
  account: AccountRef;
  amount: number;
  /** The owner's cached balance after this posting; only accounts with a cached balance have one. */
  balanceAfter?: number;
}

/** A posting ready to be written, its account id derived. */
export interface Entry extends Posting {
  accountId: string;
}

export class UnbalancedPostingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnbalancedPostingError';
  }
}

export function accountIdOfRef(account: AccountRef): string {
  return account.ownerId === undefined ? accountIdOf(account.kind) : accountIdOf(account.kind, account.ownerId);
}

/**
 * The entries a transaction will write: one per account (amounts of the same account added up),
 * none for a zero amount, whole numbers only, summing to zero. The database refuses an unbalanced
 * transaction at commit anyway; this says which code made it.
 */
export function balancedEntries(postings: readonly Posting[]): Entry[] {
  const byAccount = new Map<string, Entry>();
  for (const posting of postings) {
    const accountId = accountIdOfRef(posting.account);
    if (!Number.isSafeInteger(posting.amount)) {
      throw new UnbalancedPostingError(`posting of ${posting.amount} on ${posting.account.kind} is not a whole number`);
    }
    const previous = byAccount.get(accountId);
    if (!previous) {
      byAccount.set(accountId, { ...posting, accountId });
      continue;
    }
    if (previous.balanceAfter !== undefined && posting.balanceAfter !== undefined) {
      throw new UnbalancedPostingError(`two balances after for one ${posting.account.kind} account in one transaction`);
    }
    previous.amount += posting.amount;
    if (posting.balanceAfter !== undefined) previous.balanceAfter = posting.balanceAfter;
  }
  const entries = [...byAccount.values()].filter((entry) => entry.amount !== 0);
  const total = entries.reduce((sum, entry) => sum + entry.amount, 0);
  if (total !== 0) throw new UnbalancedPostingError(`postings sum to ${total}, not zero`);
  return entries;
}

/** Shorthands for the accounts of one owner and the platform's. */
export const accounts = {
  userPoints: (userId: string): AccountRef => ({ kind: 'user_points', ownerId: userId }),
  userHolds: (userId: string): AccountRef => ({ kind: 'user_holds', ownerId: userId }),
  sellerPending: (sellerId: string): AccountRef => ({ kind: 'seller_pending', ownerId: sellerId }),
  sellerAvailable: (sellerId: string): AccountRef => ({ kind: 'seller_available', ownerId: sellerId }),
  sellerWithdrawing: (sellerId: string): AccountRef => ({ kind: 'seller_withdrawing', ownerId: sellerId }),
  paymentClearing: { kind: 'payment_clearing' } as AccountRef,
  promotions: { kind: 'promotions' } as AccountRef,
  platformRevenue: { kind: 'platform_revenue' } as AccountRef,
  payoutClearing: { kind: 'payout_clearing' } as AccountRef,
};
