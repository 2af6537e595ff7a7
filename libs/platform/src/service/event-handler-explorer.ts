import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { eventRegistry } from '@studyhub/contracts';
import { ServiceKernel } from './service-kernel';
import { HANDLES_EVENT } from './handles-event.decorator';

/** Finds every @HandlesEvent method among the providers and subscribes it before messaging starts. */
@Injectable()
export class EventHandlerExplorer implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly kernel: ServiceKernel,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const methodName of this.scanner.getAllMethodNames(prototype)) {
        const method = instance[methodName];
        if (typeof method !== 'function') continue;
        const eventType = this.reflector.get<string | undefined>(HANDLES_EVENT, method as () => unknown);
        if (!eventType) continue;
        if (!eventRegistry.has(eventType)) throw new Error(`@HandlesEvent('${eventType}'): not in the event catalog`);
        this.kernel.consumer.subscribe(eventType, (event, context) =>
          (method as (...args: unknown[]) => Promise<void>).call(instance, event, context),
        );
      }
    }
  }
}
