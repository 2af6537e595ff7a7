import { createHash } from 'node:crypto';
import { POINTS_MESSAGES, priceChangedMessage, type AiPriceSettings, type SpendingType } from '@studyhub/contracts';
import { AppError } from '@studyhub/platform';
import type { Logger } from 'pino';
import { LlmErrors } from '../llm/llm.errors';
import { AiToolsSettingsErrors } from '../settings/ai-tools-settings.errors';
import { MeteringErrors } from './metering.errors';
import type { PointsLedgerClient } from './points-ledger.client';

/** One paid action, as the meter bills it. */
export interface MeteredAction {
  userId: string;
  /** What is billed, e.g. `editor.toolbar_shorter`; part of the idempotency key. */
  feature: string;
  /**
   * Points reserved before the work starts, at the prices in force: the most the action may cost,
   * and the price a quote is checked against.
   */
  holdPoints: (prices: AiPriceSettings) => number;
  /**
   * The price the student was shown (`quoted_points`): a higher current price is refused with 409
   * PRICE_CHANGED before any hold; a lower one is simply charged. Absent: the current price applies.
   */
  quotedPoints?: number | undefined;
  /** The line on the student's points history. */
  description: string;
  /**
   * The action's own id (the client's Idempotency-Key, else a fresh uuid): the same key never bills
   * twice, so a retried HTTP call is refused with 409 instead of running and charging again.
   */
  key: string;
  /** The spec's spending type; AI tools other than document chat spend as `spent`. */
  type?: SpendingType;
  /** The 402 text; the spec's generic 'insufficient points' unless the feature has its own. */
  insufficientMessage?: string;
  /** The client went away: stop the work and release the hold at once. */
  signal?: AbortSignal;
  correlationId?: string;
  /** How long the ledger keeps the hold if nobody settles it (5 to 3600 s). */
  holdTtlSeconds?: number;
  /** Kept on the capture's ledger transaction (e.g. the word count billed). */
  metadata?: Record<string, unknown>;
}

/** What a metered action produced and what it cost. */
export interface Metered<T> {
  result: T;
  /** The prices the action was billed at (read when it was held). */
  prices: AiPriceSettings;
  /** Points captured: the action's cost, never more than the hold. */
  charged: number;
  /** The student's spendable points after the capture. */
  balance: number;
}

export type MeteredStreamEvent<TChunk, TResult> =
  { kind: 'chunk'; chunk: TChunk } | ({ kind: 'settled' } & Metered<TResult>);

/** The prices in force, read fresh where a charge is decided (an admin may have just changed them). */
export type PricesInForce = () => Promise<AiPriceSettings>;

/** An action priced at the prices in force. */
type PricedAction = Omit<MeteredAction, 'holdPoints'> & { holdPoints: number };

const DEFAULT_HOLD_TTL_SECONDS = 300;
/** The ledger's limit of an idempotency key. */
const MAX_KEY_LENGTH = 200;
/** A capture is idempotent (the hold settles once), so an unanswered one is simply sent again. */
const CAPTURE_ATTEMPTS = 2;

/**
 * Bills a paid AI action with a points hold: reserve first (402 before any model call when the
 * balance is short), run the work, then capture its actual cost (capped by the hold) or release
 * the hold on any failure or cancel. Use it for every paid call:
 *
 * ```ts
 * const { result, charged, balance } = await meter.run(
 *   { userId, feature: 'editor.rewrite_content', holdPoints: (prices) => prices.rewrite_content,
 *     quotedPoints: request.quoted_points, description: 'Rewrite content', key, signal },
 *   (signal) => llm.generate({ ..., signal }),
 *   (_, prices) => prices.rewrite_content,
 * );
 *
 * // A stream whose price is known only at the end (the writer): hold the most it may cost, then
 * // capture what it did cost. Chunks pass through; the last event is `settled`.
 * for await (const event of meter.stream(
 *   { userId, feature: 'writer.generate', holdPoints: (prices) => writingCost(requestedWords, prices), description, key, signal },
 *   async function* (signal) { ...yield text...; return { words } },
 *   (result, prices) => writingCost(result.words, prices),
 * )) { ... }
 * ```
 *
 * The work receives an AbortSignal that fires when the caller's `signal` does; the hold is
 * released at that moment, without waiting for the work to notice, so an aborted stream stops
 * billing at once (ADR 0016).
 */
export class PointsMeter {
  constructor(
    private readonly ledger: PointsLedgerClient,
    private readonly logger: Logger,
    private readonly pricesInForce: PricesInForce,
  ) {}

  /** The prices in force now (what the next hold is priced at). */
  prices(): Promise<AiPriceSettings> {
    return this.pricesInForce();
  }

  async run<T>(
    action: MeteredAction,
    work: (signal: AbortSignal) => Promise<T>,
    costOf: (result: T, prices: AiPriceSettings) => number,
  ): Promise<Metered<T>> {
    const { priced, prices } = await this.priced(action);
    const hold = await MeteredHold.reserve(this.ledger, this.logger, priced);
    try {
      const result = await work(hold.signal);
      return { result, prices, ...(await hold.capture(costOf(result, prices))) };
    } catch (error) {
      await hold.release('failed');
      throw error;
    } finally {
      hold.dispose();
    }
  }

  async *stream<TChunk, TResult>(
    action: MeteredAction,
    work: (signal: AbortSignal) => AsyncGenerator<TChunk, TResult>,
    costOf: (result: TResult, prices: AiPriceSettings) => number,
  ): AsyncGenerator<MeteredStreamEvent<TChunk, TResult>> {
    const { priced, prices } = await this.priced(action);
    const hold = await MeteredHold.reserve(this.ledger, this.logger, priced);
    const chunks = work(hold.signal);
    let isFinished = false;
    try {
      let step = await chunks.next();
      while (!step.done) {
        yield { kind: 'chunk', chunk: step.value };
        step = await chunks.next();
      }
      const settled = await hold.capture(costOf(step.value, prices));
      isFinished = true;
      yield { kind: 'settled', result: step.value, prices, ...settled };
    } catch (error) {
      isFinished = true;
      await hold.release('failed');
      throw error;
    } finally {
      // The reader stopped early (closed the stream): nothing more is generated or billed.
      if (!isFinished) {
        await hold.release('stopped');
        await chunks.return(undefined as TResult).catch(() => undefined);
      }
      hold.dispose();
    }
  }

  /**
   * Prices the action at the prices in force, read here, where the charge is decided: a quote
   * below the current price is refused before anything is held (the one place quotes are checked).
   */
  private async priced(action: MeteredAction): Promise<{ priced: PricedAction; prices: AiPriceSettings }> {
    const prices = await this.pricesInForce();
    const holdPoints = action.holdPoints(prices);
    if (action.quotedPoints !== undefined && holdPoints > action.quotedPoints) {
      throw AiToolsSettingsErrors.PRICE_CHANGED({
        message: priceChangedMessage(holdPoints),
        details: { current_points: holdPoints, quoted_points: action.quotedPoints },
      });
    }
    return { priced: { ...action, holdPoints }, prices };
  }
}

type ReleaseReason = 'failed' | 'stopped' | 'canceled';

/** One reserved hold, settled exactly once: the first of capture or release wins. */
class MeteredHold {
  private readonly controller = new AbortController();
  private settlement: Promise<unknown> | undefined;
  private readonly onCallerAbort = () => {
    this.controller.abort();
    void this.release('canceled');
  };

  private constructor(
    private readonly ledger: PointsLedgerClient,
    private readonly logger: Logger,
    private readonly action: PricedAction,
    private readonly holdId: string,
  ) {
    action.signal?.addEventListener('abort', this.onCallerAbort, { once: true });
  }

  static async reserve(ledger: PointsLedgerClient, logger: Logger, action: PricedAction): Promise<MeteredHold> {
    if (action.signal?.aborted) throw LlmErrors.LLM_CANCELED();
    const outcome = await ledger.reserve(
      {
        user_id: action.userId,
        amount: action.holdPoints,
        type: action.type ?? 'spent',
        description: action.description,
        idempotency_key: idempotencyKeyOf(action),
        ttl_seconds: action.holdTtlSeconds ?? DEFAULT_HOLD_TTL_SECONDS,
      },
      action.correlationId,
    );
    switch (outcome.kind) {
      case 'insufficient':
        throw AppError.of('INSUFFICIENT_POINTS', action.insufficientMessage ?? POINTS_MESSAGES.insufficient);
      case 'refused':
        // 409: the key was used before for another amount or type.
        if (outcome.status === 409) throw MeteringErrors.ACTION_ALREADY_PROCESSED();
        logger.error({ feature: action.feature, answer: outcome }, 'points-ledger refused a hold');
        throw MeteringErrors.POINTS_LEDGER_REFUSED();
      case 'held':
        // The same key again (a retried request): its first run owns the hold, whatever its state.
        if (outcome.isReplay) throw MeteringErrors.ACTION_ALREADY_PROCESSED();
    }
    const hold = new MeteredHold(ledger, logger, action, outcome.hold.hold_id);
    // Aborted while the hold was being taken: the listener came too late to see it.
    if (action.signal?.aborted) {
      hold.controller.abort();
      await hold.release('canceled');
      hold.dispose();
      throw LlmErrors.LLM_CANCELED();
    }
    return hold;
  }

  /** Fires when the caller aborts; the work stops on it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Posts the work's cost, capped by the hold; a canceled action is not charged. */
  async capture(cost: number): Promise<{ charged: number; balance: number }> {
    if (this.settlement || this.controller.signal.aborted) throw LlmErrors.LLM_CANCELED();
    const charged = this.cappedCost(cost);
    const capturing = this.captureWithRetry(charged);
    this.settlement = capturing.catch(() => undefined);
    return { charged, balance: await capturing };
  }

  /**
   * Gives the whole hold back. Never throws: the caller's own error matters more, and a hold the
   * ledger did not hear about is not lost, because the ledger releases every hold whose TTL
   * (`holdTtlSeconds`) passes unsettled (ADR 0014's sweeper). So a failure is logged, not retried.
   */
  release(reason: ReleaseReason): Promise<unknown> {
    this.settlement ??= this.ledger
      .release(this.holdId, this.action.correlationId)
      .then((outcome) => {
        if (outcome.kind === 'refused') {
          this.logger.error({ ...this.logFields(), reason, answer: outcome }, 'points-ledger refused a release');
        }
      })
      .catch((error: unknown) => {
        this.logger.error(
          { ...this.logFields(), reason, err: error },
          'points hold not released; the ledger expires it after its TTL',
        );
      });
    return this.settlement;
  }

  dispose(): void {
    this.action.signal?.removeEventListener('abort', this.onCallerAbort);
  }

  private cappedCost(cost: number): number {
    if (!Number.isSafeInteger(cost) || cost < 0) {
      throw new RangeError(`${this.action.feature}: a cost is a whole number of points, not ${cost}`);
    }
    if (cost > this.action.holdPoints) {
      // The hold is sized for the most the action may cost; the student never pays past it.
      this.logger.warn({ ...this.logFields(), cost }, 'action cost more than its hold; capped at the hold');
      return this.action.holdPoints;
    }
    return cost;
  }

  private async captureWithRetry(amount: number): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcome = await this.ledger.capture(
          this.holdId,
          {
            amount,
            description: this.action.description,
            metadata: { ...this.action.metadata, feature: this.action.feature, key: this.action.key },
          },
          this.action.correlationId,
        );
        if (outcome.kind === 'settled') return outcome.pointsBalance;
        // A hold that expired under a run longer than its TTL, or one settled by another run.
        this.logger.error({ ...this.logFields(), amount, answer: outcome }, 'points-ledger refused a capture');
        throw MeteringErrors.POINTS_LEDGER_REFUSED();
      } catch (error) {
        const isUnreachable = error instanceof AppError && error.code === 'POINTS_LEDGER_UNAVAILABLE';
        if (!isUnreachable || attempt >= CAPTURE_ATTEMPTS) {
          // Not charged and not answered: the hold expires after its TTL, so the student pays nothing.
          this.logger.error({ ...this.logFields(), amount, err: error }, 'points capture failed');
          throw error;
        }
      }
    }
  }

  private logFields(): Record<string, unknown> {
    return { feature: this.action.feature, hold_id: this.holdId, user_id: this.action.userId };
  }
}

/**
 * Scoped by feature, so one client key used for two kinds of action cannot collide; a key too long
 * for the ledger's 200 characters is replaced by its SHA-256.
 */
export function idempotencyKeyOf(action: Pick<MeteredAction, 'feature' | 'key'>): string {
  if (action.key.length === 0) throw new RangeError('an action needs a key');
  const key = `${action.feature}:${action.key}`;
  return key.length <= MAX_KEY_LENGTH
    ? key
    : `${action.feature}:${createHash('sha256').update(action.key).digest('hex')}`;
}
