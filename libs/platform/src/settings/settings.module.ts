import {
  type DynamicModule,
  Inject,
  Injectable,
  Module,
  type OnModuleDestroy,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { ServiceEnv } from '../config/service-config';
import { AdminAudit } from '../logging/admin-audit';
import { LOGGER, SERVICE_CONFIG } from '../service/tokens';
import { AdminSettingsController } from './admin-settings.controller';
import { SettingsChangeListener } from './settings-change-listener';
import { settingsStoreToken, type SettingsGroup } from './settings-group';
import { SettingsRegistry } from './settings-registry';
import { SettingsStore } from './settings-store';

/** Starts and stops the process's one listener for announced settings changes. */
@Injectable()
class SettingsChangeSubscription implements OnModuleInit, OnModuleDestroy {
  private readonly listener: SettingsChangeListener;

  constructor(registry: SettingsRegistry, @Inject(SERVICE_CONFIG) config: ServiceEnv, @Inject(LOGGER) logger: Logger) {
    this.listener = new SettingsChangeListener(
      config.databaseUrl,
      (group) => registry.invalidate(group),
      logger.child({ component: 'settings-listener' }),
    );
  }

  async onModuleInit(): Promise<void> {
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener.close();
  }
}

/**
 * The platform settings of one service (ADR 0032): a store per group, injectable anywhere in the
 * service with `@Inject(settingsStoreToken(group))`, and the admin routes `/admin/settings/<group>`.
 */
@Module({})
export class SettingsModule {
  /** `adminRoutes: false` in processes that apply settings without serving the API (workers). */
  static forGroups(
    groups: readonly SettingsGroup<Record<string, unknown>>[],
    options: { adminRoutes?: boolean } = {},
  ): DynamicModule {
    const storeProviders: Provider[] = groups.map((group) => ({
      provide: settingsStoreToken(group),
      inject: [DataSource, SERVICE_CONFIG, LOGGER],
      useFactory: (dataSource: DataSource, config: ServiceEnv, logger: Logger) =>
        new SettingsStore(
          dataSource,
          group,
          group.defaultsFrom(config as never),
          logger.child({ component: 'settings' }),
        ),
    }));
    return {
      module: SettingsModule,
      global: true,
      controllers: options.adminRoutes === false ? [] : [AdminSettingsController],
      providers: [
        ...storeProviders,
        {
          provide: SettingsRegistry,
          inject: groups.map((group) => settingsStoreToken(group)),
          useFactory: (...stores: SettingsStore<Record<string, unknown>>[]) => new SettingsRegistry(stores),
        },
        SettingsChangeSubscription,
        AdminAudit,
      ],
      exports: groups.map((group) => settingsStoreToken(group)),
    };
  }
}
