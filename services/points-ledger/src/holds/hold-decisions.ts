import type { HoldStatus } from './holds.repository';

export type HoldRequest = { action: 'capture'; amount: number } | { action: 'release' };

export type HoldDecision =
  | { kind: 'settle' }
  /** The same request arrived before: answer its outcome again. */
  | { kind: 'repeat' }
  | { kind: 'refuse'; message: string };

/** What a capture or release of a hold in this state does. A hold is settled exactly once. */
export function decideHoldRequest(
  hold: { status: HoldStatus; capturedAmount: number | null },
  request: HoldRequest,
): HoldDecision {
  if (hold.status === 'held') return { kind: 'settle' };
  if (request.action === 'capture') {
    if (hold.status === 'captured') {
      return hold.capturedAmount === request.amount
        ? { kind: 'repeat' }
        : { kind: 'refuse', message: 'This hold was already captured for another amount.' };
    }
    return { kind: 'refuse', message: 'This hold was already released.' };
  }
  return hold.status === 'captured'
    ? { kind: 'refuse', message: 'This hold was already captured.' }
    : { kind: 'repeat' };
}

/** What a capture posts: the cost to revenue, the rest back to the user's spendable points. */
export function holdSplitOf(held: number, captured: number): { captured: number; returned: number } {
  if (!Number.isSafeInteger(captured) || captured < 0 || captured > held) {
    throw new RangeError(`a capture takes between 0 and ${held} points, not ${captured}`);
  }
  return { captured, returned: held - captured };
}
