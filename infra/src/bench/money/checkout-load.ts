import { now } from '../clock';
import { pace } from '../pacer';
import type { CheckoutPlan } from './checkout-plan';
import { JsonHttp } from './http-json';

export interface CheckoutRun {
  offered: number;
  /** 201 with the order completed. */
  completed: number;
  /** Any other answer, by status. */
  refused: Record<string, number>;
  /** No answer (network error, timeout). */
  failed: number;
  seconds: number;
  /** From the moment each checkout was due to its answer, ms (completed ones). */
  latencies: number[];
  /** How late the latest checkout was sent after its due time, ms. */
  maxSendLagMs: number;
  /** The plan's indexes of the checkouts answered completed (for the books). */
  completedIndexes: number[];
  /** The slowest answer among the checkouts due in each second of the run, ms. */
  slowestPerSecond: number[];
}

export interface CheckoutLoad {
  gatewayOrigin: string;
  plan: CheckoutPlan;
  tokens: ReadonlyMap<string, string>;
  /** The plan's checkouts from here on (warm-up and measurement never repeat a pair). */
  firstIndex: number;
  ratePerSecond: number;
  durationMs: number;
  /** Enough in flight that the schedule never waits for an answer. */
  concurrency: number;
}

interface OrderAnswer {
  data?: { status?: string };
}

/**
 * Paced single-document checkouts through the gateway (`POST /api/orders/checkout`, each buyer's
 * own token), open loop: latency counts from when a checkout was due, so a stall shows in full.
 */
export async function runCheckouts(load: CheckoutLoad): Promise<CheckoutRun> {
  const http = new JsonHttp(load.gatewayOrigin, load.concurrency);
  const run: CheckoutRun = {
    offered: 0,
    completed: 0,
    refused: {},
    failed: 0,
    seconds: 0,
    latencies: [],
    maxSendLagMs: 0,
    completedIndexes: [],
    slowestPerSecond: [],
  };
  const interval = 1000 / load.ratePerSecond;
  const startedAt = now();
  try {
    const outcome = await pace(
      { ratePerSecond: load.ratePerSecond, durationMs: load.durationMs, concurrency: load.concurrency },
      async (index) => {
        const due = startedAt + index * interval;
        run.maxSendLagMs = Math.max(run.maxSendLagMs, now() - due);
        const planned = load.firstIndex + index;
        const { buyer, document } = load.plan.checkoutOf(planned);
        try {
          const answer = await http.post(
            '/api/orders/checkout',
            JSON.stringify({ document_ids: [document.documentId] }),
            {
              authorization: `Bearer ${load.tokens.get(buyer) ?? ''}`,
            },
          );
          if (answer.status === 201 && (answer.body as OrderAnswer | undefined)?.data?.status === 'completed') {
            const latency = now() - due;
            run.completed += 1;
            run.latencies.push(latency);
            run.completedIndexes.push(planned);
            const second = Math.floor(index / load.ratePerSecond);
            run.slowestPerSecond[second] = Math.max(run.slowestPerSecond[second] ?? 0, latency);
          } else {
            run.refused[answer.status] = (run.refused[answer.status] ?? 0) + 1;
          }
        } catch {
          run.failed += 1;
        }
      },
    );
    run.offered = outcome.issued;
    run.seconds = outcome.elapsedMs / 1000;
    return run;
  } finally {
    http.close();
  }
}

export function refusedCount(run: CheckoutRun): number {
  return Object.values(run.refused).reduce((sum, n) => sum + n, 0);
}
