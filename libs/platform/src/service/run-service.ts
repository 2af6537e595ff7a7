import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { ConfigValidationError } from '../config/load-config';
import { createHttpApp } from '../http/create-http-app';
import { createLogger } from '../logging/logger';
import { ServiceKernel, type ServiceKernelSettings } from './service-kernel';

export interface RunServiceOptions extends ServiceKernelSettings {
  /** Builds the root module from the kernel (it should import PlatformModule.forKernel(kernel)). */
  rootModule: (kernel: ServiceKernel) => DynamicModule | Type;
  bodyLimit?: number;
  /** Runs once the database is migrated and before the API listens (e.g. idempotent seeds). */
  onStart?: (kernel: ServiceKernel) => Promise<void>;
  /** Registers Fastify plugins (cookies, multipart) before the API listens. */
  configureHttp?: (app: NestFastifyApplication, kernel: ServiceKernel) => Promise<void>;
}

export interface RunningService {
  kernel: ServiceKernel;
  app: NestFastifyApplication;
  /** The port actually bound (useful when the configured port is 0 in tests). */
  port: number;
  stop(): Promise<void>;
}

/** Creates the kernel, starts the HTTP API and messaging. Used by `main.ts` and by tests. */
export async function startService(options: RunServiceOptions): Promise<RunningService> {
  const kernel = await ServiceKernel.create(options);
  let app: NestFastifyApplication | undefined;
  try {
    await options.onStart?.(kernel);
    app = await createHttpApp(options.rootModule(kernel), {
      logger: kernel.logger,
      metrics: kernel.metrics,
      ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    });
    await options.configureHttp?.(app, kernel);
    await app.listen({ port: kernel.config.port, host: kernel.config.BIND_HOST });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await kernel.close();
    throw error;
  }
  kernel.startMessaging();
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : kernel.config.port;
  kernel.logger.info({ port, host: kernel.config.BIND_HOST }, 'service listening');
  const running = app;
  let stopping: Promise<void> | undefined;
  return {
    kernel,
    app: running,
    port,
    stop: () =>
      (stopping ??= (async () => {
        await kernel.stopMessaging();
        await running.close();
        await kernel.close();
      })()),
  };
}

/** The entry point of a service process: start, then stop cleanly on SIGINT or SIGTERM. */
export function runServiceProcess(loadOptions: () => RunServiceOptions): void {
  let fallbackLogger: Logger | undefined;
  const fail = (error: unknown): never => {
    if (error instanceof ConfigValidationError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      fallbackLogger ??= createLogger({ service: 'boot', level: 'info' });
      fallbackLogger.fatal({ err: error }, 'failed to start');
    }
    process.exit(1);
  };
  let options: RunServiceOptions;
  try {
    options = loadOptions();
  } catch (error) {
    fail(error);
    return;
  }
  startService(options).then((running) => {
    const shutdown = (signal: NodeJS.Signals) => {
      running.kernel.logger.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      running.stop().then(
        () => {
          running.kernel.logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          running.kernel.logger.error({ err: error }, 'unclean shutdown');
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  }, fail);
}
