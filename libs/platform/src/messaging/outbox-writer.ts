import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  isProducedBy,
  type DataOf,
  type EventDefinition,
  type EventEnvelope,
  type EventRegistry,
} from '@studyhub/contracts';
import type { RequestContext } from '../context/request-context';
import { markOutboxAppended, markOutboxStatementCommitted } from './outbox-commit-subscriber';

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
   * The row of an event that a database function writes together with the change it describes, in
   * one autocommit statement (one round trip, no BEGIN or COMMIT): the statement is its own
   * transaction, so the row exists if and only if the change committed. The envelope is validated
   * here; the function writes it with the row's `mandatory` column. Once such a statement has
   * returned, call `statementCommitted`.
   */
  rowForStatement<T extends TDefs[number]['type']>(
    type: T,
    data: DataOf<TDefs, T>,
    options: AppendOptions,
  ): { envelope: EventEnvelope<T, DataOf<TDefs, T>>; mandatory: boolean } {
    return { envelope: this.envelopeOf(type, data, options), mandatory: this.isMandatory(type) };
  }

  /** An autocommit statement that wrote outbox rows has returned: the relay publishes them now. */
  statementCommitted(dataSource: DataSource): void {
    markOutboxStatementCommitted(dataSource);
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
    if (!isProducedBy(definition, this.producer)) {
      throw new Error(`${this.producer} may not publish ${type}; its producer is ${String(definition.producer)}`);
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
