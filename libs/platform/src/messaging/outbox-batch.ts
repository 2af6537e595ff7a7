import type { Client } from 'pg';
import type { ConfirmPublisher, OutgoingMessage, PublishOutcome } from './confirm-publisher';

interface ClaimedRow {
  id: string;
  event_id: string;
  event_type: string;
  mandatory: boolean;
  envelope: { correlationId: string; occurredAt: string };
}

export interface BatchResult {
  claimed: number;
  outcome: PublishOutcome;
  /** Milliseconds until the soonest unroutable event may be tried again. */
  retryInMs?: number;
}

/**
 * Claims up to `limit` committed, unpublished rows (SKIP LOCKED: rows another relay holds are left
 * to it; never an id cursor), marks them sent, and keeps that mark only if the broker confirms the
 * batch: the transaction commits after the confirms, and rolls back if publishing fails.
 */
const CLAIM = {
  name: 'studyhub_outbox_claim',
  text: `UPDATE outbox
            SET published_at = now(), attempts = attempts + 1, last_error = NULL
          WHERE id IN (SELECT id FROM outbox
                        WHERE published_at IS NULL AND next_attempt_at <= now()
                        ORDER BY id
                        LIMIT $1
                        FOR UPDATE SKIP LOCKED)
      RETURNING id, event_id, event_type, envelope, mandatory`,
};

/** A returned (unroutable) event waits and is tried again, doubling the wait each time. */
const POSTPONE = {
  name: 'studyhub_outbox_postpone',
  text: `UPDATE outbox
            SET published_at = NULL,
                last_error = 'unroutable: no queue bound for this event type',
                next_attempt_at = now() + make_interval(secs => LEAST(300, $2::float8 / 1000 * power(2, LEAST(attempts - 1, 8))))
          WHERE id = ANY($1::bigint[])
      RETURNING EXTRACT(EPOCH FROM next_attempt_at - now()) * 1000 AS wait_ms`,
};

export async function publishOutboxBatch(
  client: Client,
  publisher: ConfirmPublisher,
  options: {
    limit: number;
    unroutableRetryBaseMs: number;
    afterPublish?: (eventIds: string[]) => void | Promise<void>;
  },
): Promise<BatchResult> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<ClaimedRow>({ ...CLAIM, values: [options.limit] });
    if (rows.length === 0) {
      await client.query('COMMIT');
      return { claimed: 0, outcome: { routed: [], unroutable: [] } };
    }
    rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    const messages: OutgoingMessage[] = rows.map((row) => ({
      messageId: row.event_id,
      routingKey: row.event_type,
      body: Buffer.from(JSON.stringify(row.envelope)),
      correlationId: row.envelope.correlationId,
      timestamp: Date.parse(row.envelope.occurredAt),
      mandatory: row.mandatory,
    }));
    const outcome = await publisher.publishBatch(messages);
    await options.afterPublish?.(rows.map((r) => r.event_id));
    let retryInMs: number | undefined;
    if (outcome.unroutable.length > 0) {
      const unroutable = new Set(outcome.unroutable);
      const ids = rows.filter((row) => unroutable.has(row.event_id)).map((row) => row.id);
      const postponed = await client.query<{ wait_ms: number }>({
        ...POSTPONE,
        values: [ids, options.unroutableRetryBaseMs],
      });
      retryInMs = Math.max(0, Math.min(...postponed.rows.map((r) => Number(r.wait_ms))));
    }
    await client.query('COMMIT');
    return { claimed: rows.length, outcome, ...(retryInMs !== undefined ? { retryInMs } : {}) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
