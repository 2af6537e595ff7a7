import 'reflect-metadata';
import { ConfigValidationError, createLogger, loadConfig } from '@studyhub/platform';
import { gatewayEnvSchema } from './gateway.config';
import { startGateway } from './gateway';

function main(): void {
  let config;
  try {
    config = loadConfig(gatewayEnvSchema);
  } catch (error) {
    if (error instanceof ConfigValidationError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  }
  startGateway(config).then(
    (gateway) => {
      const shutdown = (signal: NodeJS.Signals) => {
        gateway.logger.info({ signal }, 'shutting down');
        setTimeout(() => process.exit(1), 15_000).unref();
        void gateway.stop().then(() => {
          gateway.logger.info('stopped');
          process.exit(0);
        });
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    },
    (error: unknown) => {
      createLogger({ service: 'gateway', level: 'info' }).fatal({ err: error }, 'failed to start');
      process.exit(1);
    },
  );
}

main();
