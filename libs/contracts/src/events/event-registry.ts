import type { z } from 'zod';
import type { ConsumerName } from '../services';
import { isProducedBy, type EventDefinition } from './define-event';
import { eventEnvelopeSchema, type EventEnvelope } from './envelope';

export class UnknownEventTypeError extends Error {
  constructor(readonly eventType: string) {
    super(`Unknown event type: ${eventType}`);
    this.name = 'UnknownEventTypeError';
  }
}

export class InvalidEventError extends Error {
  constructor(
    message: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(message);
    this.name = 'InvalidEventError';
  }
}

type TypesOf<TDefs extends readonly EventDefinition[]> = TDefs[number]['type'];
type DefinitionOf<TDefs extends readonly EventDefinition[], T extends string> = Extract<TDefs[number], { type: T }>;
export type DataOf<TDefs extends readonly EventDefinition[], T extends string> = z.infer<
  DefinitionOf<TDefs, T>['data']
>;

/** Every event type a process may publish or consume, with its schema; validates both ways. */
export class EventRegistry<TDefs extends readonly EventDefinition[] = readonly EventDefinition[]> {
  private readonly byType = new Map<string, EventDefinition>();

  constructor(readonly definitions: TDefs) {
    for (const definition of definitions) {
      if (this.byType.has(definition.type)) throw new Error(`Duplicate event type: ${definition.type}`);
      this.byType.set(definition.type, definition);
    }
  }

  has(type: string): type is TypesOf<TDefs> {
    return this.byType.has(type);
  }

  get<T extends TypesOf<TDefs>>(type: T): DefinitionOf<TDefs, T> {
    const definition = this.byType.get(type);
    if (!definition) throw new UnknownEventTypeError(type);
    return definition as DefinitionOf<TDefs, T>;
  }

  /** Validates the data of an event about to be published; returns the parsed (normalised) data. */
  parseData<T extends TypesOf<TDefs>>(type: T, data: unknown): DataOf<TDefs, T> {
    const result = this.get(type).data.safeParse(data);
    if (!result.success) {
      throw new InvalidEventError(`Invalid data for ${type}: ${result.error.message}`, result.error.issues);
    }
    return result.data as DataOf<TDefs, T>;
  }

  /** Validates a received envelope and its data against the schema of its type. */
  parseEnvelope(raw: unknown): EventEnvelope<TypesOf<TDefs>> {
    const envelope = eventEnvelopeSchema.safeParse(raw);
    if (!envelope.success) {
      throw new InvalidEventError(`Invalid event envelope: ${envelope.error.message}`, envelope.error.issues);
    }
    const type = envelope.data.type;
    if (!this.has(type)) throw new UnknownEventTypeError(type);
    const definition = this.get(type);
    if (definition.version !== envelope.data.version) {
      throw new InvalidEventError(`Version ${envelope.data.version} does not match ${type}`, []);
    }
    return { ...envelope.data, type, data: this.parseData(type, envelope.data.data) };
  }

  typesConsumedBy(service: ConsumerName): TypesOf<TDefs>[] {
    return this.definitions.filter((d) => d.consumers.includes(service)).map((d) => d.type);
  }

  typesProducedBy(producer: string): TypesOf<TDefs>[] {
    return this.definitions.filter((d) => isProducedBy(d, producer)).map((d) => d.type);
  }

  liveDefinitions(): EventDefinition[] {
    return this.definitions.filter((d) => d.live !== undefined);
  }
}
