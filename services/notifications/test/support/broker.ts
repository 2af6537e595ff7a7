import type { TestService } from '@studyhub/platform/testing';

export { publishEvent, waitUntilHandled } from '@studyhub/platform/testing';

/** How many deliveries of this event type the service's consumer counted with this outcome. */
export async function consumedCount(service: TestService, eventType: string, outcome: string): Promise<number> {
  const metric = await service.kernel.metrics.registry.getSingleMetric('events_consumed_total')?.get();
  return (metric?.values ?? [])
    .filter((v) => v.labels.outcome === outcome && String(v.labels.queue).endsWith(`.${eventType}`))
    .reduce((sum, v) => sum + v.value, 0);
}
