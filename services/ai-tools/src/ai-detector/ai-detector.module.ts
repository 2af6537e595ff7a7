import { Inject, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@studyhub/platform';
import { MeteringModule } from '../metering/metering.module';
import { AiDetectorController } from './ai-detector.controller';
import { AiDetectorService } from './ai-detector.service';
import { DetectorModelProvider } from './detector-model-provider';

/** POST /ai-detector: the offline AI-content detector, billed in points (ADR 0023). */
@Module({
  imports: [MeteringModule],
  controllers: [AiDetectorController],
  providers: [
    AiDetectorService,
    {
      provide: DetectorModelProvider,
      inject: [LOGGER],
      useFactory: (logger: Logger) => new DetectorModelProvider(logger.child({ component: 'ai-detector' })),
    },
  ],
})
export class AiDetectorModule implements OnApplicationBootstrap {
  constructor(
    private readonly models: DetectorModelProvider,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Reads the model at start, so the first student does not wait for it; a failure is only logged. */
  onApplicationBootstrap(): void {
    setImmediate(() => {
      try {
        this.models.get();
      } catch {
        this.logger.warn('AI detector unavailable until its model is built');
      }
    });
  }
}
