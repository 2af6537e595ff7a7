import type { InternalHold, InternalHoldResult, InternalSpendResult } from '@studyhub/contracts';
import { AppError, type InternalAnswer, type InternalClient } from '@studyhub/platform';
import { MeteringErrors } from './metering.errors';

/** One hold call waits at most this long for the ledger's answer. */
export const LEDGER_TIMEOUT_MS = 10_000;

/** A refusal of a working ledger that is neither "held" nor "insufficient": its code says why. */
export interface LedgerRefusal {
  kind: 'refused';
  status: number;
  code: string;
  message: string;
}

export type HoldOutcome =
  /** `isReplay`: the key was used before; the hold is that first request's, in whatever state. */
  { kind: 'held'; hold: InternalHoldResult; isReplay: boolean } | { kind: 'insufficient' } | LedgerRefusal;

export type SettleOutcome = { kind: 'settled'; pointsBalance: number } | LedgerRefusal;

export interface Capture {
  amount: number;
  description: string;
  metadata: Record<string, unknown>;
}

/**
 * Signed calls to points-ledger's hold routes (ADR 0014): reserve, capture, release. Outcomes of a
 * working ledger come back as values; a ledger that cannot be reached or answers 5xx throws
 * POINTS_LEDGER_UNAVAILABLE (whether the call landed is then unknown; the same idempotency key, or
 * the hold id, lets the caller ask again safely).
 */
export class PointsLedgerClient {
  constructor(private readonly client: InternalClient) {}

  async reserve(hold: InternalHold, correlationId?: string): Promise<HoldOutcome> {
    const answer = await this.call(() => this.client.post<InternalHoldResult>('/internal/holds', hold, correlationId));
    // A new hold answers 201; a repeated key answers the first request's hold with 200.
    if (answer.ok) return { kind: 'held', hold: answer.data, isReplay: answer.status === 200 };
    if (answer.status === 402) return { kind: 'insufficient' };
    return refusalOf(answer);
  }

  async capture(holdId: string, capture: Capture, correlationId?: string): Promise<SettleOutcome> {
    const answer = await this.call(() =>
      this.client.post<InternalSpendResult>(`/internal/holds/${holdId}/capture`, capture, correlationId),
    );
    return answer.ok ? { kind: 'settled', pointsBalance: answer.data.points_balance } : refusalOf(answer);
  }

  async release(holdId: string, correlationId?: string): Promise<SettleOutcome> {
    const answer = await this.call(() =>
      this.client.post<InternalHoldResult>(`/internal/holds/${holdId}/release`, {}, correlationId),
    );
    return answer.ok ? { kind: 'settled', pointsBalance: answer.data.points_balance } : refusalOf(answer);
  }

  private async call<T>(send: () => Promise<InternalAnswer<T>>): Promise<InternalAnswer<T>> {
    try {
      return await send();
    } catch (error) {
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
        throw MeteringErrors.POINTS_LEDGER_UNAVAILABLE({ cause: error });
      }
      throw error;
    }
  }
}

function refusalOf(answer: { status: number; code: string; message: string }): LedgerRefusal {
  return { kind: 'refused', status: answer.status, code: answer.code, message: answer.message };
}
