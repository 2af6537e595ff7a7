import { type DynamicModule, Module } from '@nestjs/common';
import { HEALTH_CHECKS, MetricsController, MetricsRegistry, type HealthCheck } from '@studyhub/platform';
import type { GatewayConfig } from './gateway.config';
import { GATEWAY_CONFIG } from './gateway.tokens';
import { GatewayHealthController } from './health/gateway-health.controller';

/** Nest hosts the gateway's own endpoints; the proxy and the live stream are Fastify plugins. */
@Module({})
export class GatewayModule {
  static register(config: GatewayConfig, metrics: MetricsRegistry, checks: HealthCheck[]): DynamicModule {
    return {
      module: GatewayModule,
      controllers: [GatewayHealthController, MetricsController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: MetricsRegistry, useValue: metrics },
        { provide: HEALTH_CHECKS, useValue: checks },
      ],
    };
  }
}
