/**
 * Points metering for paid AI actions (ADR 0016). Import MeteringModule, inject PointsMeter, and
 * wrap the work in `meter.run` (a price known up front) or `meter.stream` (known at the end, e.g.
 * the writer: hold `writingHoldPoints(requestedWords)`, cost `writingCost(wordsWritten)`), passing
 * `clientAbortSignalOf(reply)` as the action's signal.
 */
export { MeteringModule } from './metering.module';
export { PointsMeter, type Metered, type MeteredAction, type MeteredStreamEvent } from './points-meter';
export { MeteringErrors } from './metering.errors';
export { clientAbortSignalOf } from './client-abort-signal';
export { WRITING_HOLD_MARGIN, heldWords, writingHoldPoints } from './writing-hold';
