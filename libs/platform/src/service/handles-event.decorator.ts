import { SetMetadata } from '@nestjs/common';

export const HANDLES_EVENT = 'studyhub:handles-event';

/**
 * Marks a provider method as the handler of one event type for this service. It runs inside the
 * inbox transaction: `(event, { manager, publish, logger, attempt }) => Promise<void>`.
 */
export const HandlesEvent = (eventType: string): MethodDecorator => SetMetadata(HANDLES_EVENT, eventType);
