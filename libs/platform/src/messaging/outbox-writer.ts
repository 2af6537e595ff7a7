import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { DataOf, EventDefinition, EventEnvelope, EventRegistry } from '@studyhub/contracts';
import type { RequestContext } from '../context/request-context';
import { markOutboxAppended } from './outbox-commit-subscriber';

export interface AppendOptions {
  /** The request or event this one follows from: gives the correlation and causation ids. */
  context?: Pick<RequestContext, 'correlationId' | 'causationId'>;
  /** Overrides the context's correlation id. */
  correlationId?: string;
  causationId?: string | null;
  occurredAt?: Date;
  /** Set when the caller needs a deterministic id (e.g. derived from an idempotency key). */
  eventId?: string;
}

export class OutboxTransactionRequiredError extends Error {
  constructor() {
    super('Events are written to the outbox inside the transaction of the change they describe.');
    this.name = 'OutboxTransactionRequiredError';
  }
}

/**
 * Writes events into the service's outbox table in the caller's transaction, so an event exists if
 * and only if the change it describes committed. The relay publishes it afterwards.
 */
export class OutboxWriter<TDefs extends readonly EventDefinition[] = readonly EventDefinition[]> {
  constructor(
    private readonly producer: string,
    private readonly registry: EventRegistry<TDefs>,
  ) {}

  async append<T extends TDefs[number]['type']>(
    manager: EntityManager,
    type: T,
    data: DataOf<TDefs, T>,
    options: AppendOptions = {},
  ): Promise<EventEnvelope<T, DataOf<TDefs, T>>> {
    const queryRunner = manager.queryRunner;
    if (!queryRunner?.isTransactionActive) throw new OutboxTransactionRequiredError();
    const envelope = this.envelopeOf(type, data, options);
    await manager.query('INSERT INTO outbox (event_id, event_type, envelope, mandatory) VALUES ($1, $2, $3, $4)', [
      envelope.id,
      envelope.type,
      JSON.stringify(envelope),
      this.isMandatory(type),
    ]);
    markOutboxAppended(queryRunner);
    return envelope;
  }

  /**
   * An event whose outbox row the caller's own SQL writes in this transaction, in the same round
   * trip as the change it describes (a database function): the envelope and the row's `mandatory`
   * column. The transaction is flagged, so the relay wakes when it commits.
   */
  prepareRow<T extends TDefs[number]['type']>(
    manager: EntityManager,
    type: T,
    data: DataOf<TDefs, T>,
    options: AppendOptions = {},
  ): { envelope: EventEnvelope<T, DataOf<TDefs, T>>; mandatory: boolean } {
    const queryRunner = manager.queryRunner;
    if (!queryRunner?.isTransactionActive) throw new OutboxTransactionRequiredError();
    const envelope = this.envelopeOf(type, data, options);
    markOutboxAppended(queryRunner);
    return { envelope, mandatory: this.isMandatory(type) };
  }

  /** False for events no service keeps a queue for (live-only): an unroutable return is then expected. */
  private isMandatory(type: TDefs[number]['type']): boolean {
    return this.registry.get(type).consumers.length > 0;
  }

  envelopeOf<T extends TDefs[number]['type']>(
    type: T,
    data: DataOf<TDefs, T>,
    options: AppendOptions = {},
  ): EventEnvelope<T, DataOf<TDefs, T>> {
    const definition = this.registry.get(type);
    if (definition.producer !== this.producer) {
      throw new Error(`${this.producer} may not publish ${type}; its producer is ${definition.producer}`);
    }
    const context = options.context;
    const id = options.eventId ?? randomUUID();
    return {
      id,
      type,
      version: definition.version,
      occurredAt: (options.occurredAt ?? new Date()).toISOString(),
      producer: this.producer,
      correlationId: options.correlationId ?? context?.correlationId ?? id,
      causationId: options.causationId !== undefined ? options.causationId : (context?.causationId ?? null),
      data: this.registry.parseData(type, data),
    };
  }
}
