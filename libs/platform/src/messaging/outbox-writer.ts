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
   * An event whose outbox row is written by one autocommit statement together with the change it
   * describes (a database function called outside a transaction, one round trip): the statement
   * is its own transaction, so the row exists if and only if the change committed. `statement`
   * gets the envelope and the row's `mandatory` column; when it returns, the relay is woken.
   */
  async appendInStatement<T extends TDefs[number]['type'], R>(
    dataSource: DataSource,
    type: T,
    data: DataOf<TDefs, T>,
    options: AppendOptions,
    statement: (row: { envelope: EventEnvelope<T, DataOf<TDefs, T>>; mandatory: boolean }) => Promise<R>,
  ): Promise<R> {
    const envelope = this.envelopeOf(type, data, options);
    const result = await statement({ envelope, mandatory: this.isMandatory(type) });
    markOutboxStatementCommitted(dataSource);
    return result;
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
