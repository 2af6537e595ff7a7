/** The balance as the wallet and the header show it. */
export interface BalanceFigures {
  pointsBalance: number;
  lifetimeSpent: number;
  /** Reserved by AI calls in flight (GET /api/points/balance only; live events leave it as it was). */
  heldPoints: number;
}

/** A `balance` live event (points.balance-changed.v1 as the gateway streams it). */
export interface BalanceEvent {
  userId: string;
  pointsBalance: number;
  lifetimeSpent: number;
  transactionId: string;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Reads GET /api/points/balance's data; null when it is not a balance. */
export function readBalanceAnswer(data: unknown): BalanceFigures | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (!isCount(record.points_balance)) return null;
  return {
    pointsBalance: record.points_balance,
    lifetimeSpent: isCount(record.lifetime_spent) ? record.lifetime_spent : 0,
    heldPoints: isCount(record.held_points) ? record.held_points : 0,
  };
}

/** Reads a `balance` live event's data; null when it is not one. */
export function readBalanceEvent(data: unknown): BalanceEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (typeof record.userId !== 'string' || !isCount(record.pointsBalance) || !isCount(record.lifetimeSpent))
    return null;
  return {
    userId: record.userId,
    pointsBalance: record.pointsBalance,
    lifetimeSpent: record.lifetimeSpent,
    transactionId: typeof record.transactionId === 'string' ? record.transactionId : '',
  };
}
