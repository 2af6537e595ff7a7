import { randomUUID } from 'node:crypto';
import type { Outcome } from './closed-loop';
import type { SignedSpends } from './signed-spends';

export interface OverdrawRace {
  attempts: number;
  funds: number;
  ok: number;
  refused: number;
  failed: number;
}

export interface ReplayRace {
  attempts: number;
  created: number;
  replayed: number;
  failed: number;
  /** Distinct transaction ids the answers named: one when the key was spent once. */
  transactionIds: number;
}

/**
 * `attempts` one-point spends on an account holding `funds` points, all sent at once: exactly
 * `funds` may succeed, the rest must be refused (402), and the balance must end at zero.
 */
export async function overdrawRace(
  spends: SignedSpends,
  userId: string,
  funds: number,
  attempts: number,
): Promise<OverdrawRace> {
  const outcomes = await Promise.all(
    Array.from({ length: attempts }, () => spends.spend(userId, 1).catch((): Outcome => 'failed')),
  );
  const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
  return { attempts, funds, ok: count('ok'), refused: count('refused'), failed: count('failed') };
}

/** One idempotency key sent `attempts` times at once: one spend, every answer naming it. */
export async function replayRace(spends: SignedSpends, userId: string, attempts: number): Promise<ReplayRace> {
  const key = randomUUID();
  await Promise.all(Array.from({ length: attempts }, () => spends.spend(userId, 5, key).catch(() => 'failed')));
  const answers = spends.records.filter((record) => record.key === key);
  const ids = new Set(answers.flatMap((answer) => (answer.transactionId ? [answer.transactionId] : [])));
  return {
    attempts,
    created: answers.filter((answer) => answer.status === 201).length,
    replayed: answers.filter((answer) => answer.status === 200).length,
    failed: answers.filter((answer) => answer.status !== 200 && answer.status !== 201).length,
    transactionIds: ids.size,
  };
}
