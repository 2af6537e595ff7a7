/**
 * Points metering for paid AI actions (ADR 0016). Import MeteringModule, inject PointsMeter, and
 * wrap the work in `meter.run` (a price known up front) or `meter.stream` (known at the end, e.g.
 * the writer: hold `writingCost(requestedWords)`, cost `writingCost(min(written, requested))`), passing
 * `clientAbortSignalOf(reply)` as the action's signal.
 */
export { MeteringModule } from './metering.module';
export { PointsMeter, type Metered, type MeteredAction, type MeteredStreamEvent } from './points-meter';
export { MeteringErrors } from './metering.errors';
export { clientAbortSignalOf } from './client-abort-signal';
