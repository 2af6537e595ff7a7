import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AuthGuard } from '../auth/auth.guard';
import { JwtVerifier } from '../auth/jwt-verifier';
import { RouteCatalog } from '../auth/route-catalog';
import { HEALTH_CHECKS, HealthController } from '../health/health.controller';
import { OutboxWriter } from '../messaging/outbox-writer';
import { MetricsController } from '../metrics/metrics.controller';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { EventHandlerExplorer } from './event-handler-explorer';
import { ServiceKernel } from './service-kernel';
import { LOGGER, REDIS, SERVICE_CONFIG } from './tokens';

/**
 * Gives a service's Nest modules the kernel's pieces (DataSource, OutboxWriter, logger, Redis,
 * metrics, config), the health and metrics endpoints, the global auth guard, the boot check that
 * every route declares who may call it (RouteCatalog) and event handler discovery.
 */
@Global()
@Module({})
export class PlatformModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: PlatformModule,
      imports: [DiscoveryModule],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: ServiceKernel, useValue: kernel },
        { provide: DataSource, useValue: kernel.dataSource },
        { provide: OutboxWriter, useValue: kernel.outbox },
        { provide: MetricsRegistry, useValue: kernel.metrics },
        { provide: JwtVerifier, useValue: kernel.verifier },
        { provide: LOGGER, useValue: kernel.logger },
        { provide: REDIS, useValue: kernel.redis },
        { provide: SERVICE_CONFIG, useValue: kernel.config },
        { provide: HEALTH_CHECKS, useValue: kernel.healthChecks },
        { provide: APP_GUARD, useClass: AuthGuard },
        RouteCatalog,
        EventHandlerExplorer,
      ],
      exports: [ServiceKernel, DataSource, OutboxWriter, MetricsRegistry, JwtVerifier, LOGGER, REDIS, SERVICE_CONFIG],
    };
  }
}
