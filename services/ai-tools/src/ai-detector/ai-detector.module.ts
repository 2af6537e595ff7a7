import { Inject, Module, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@studyhub/platform';
import { LlmModule } from '../llm/llm.module';
import { MeteringModule } from '../metering/metering.module';
import { AiDetectorController } from './ai-detector.controller';
import { AiDetectorService } from './ai-detector.service';
import { DetectorModelProvider } from './detector-model-provider';
import { ModelCalibrations } from './model-calibrations';

/** POST /ai-detector: the offline AI-content detector, billed in points (ADR 0023). */
@Module({
  imports: [MeteringModule, LlmModule],
  controllers: [AiDetectorController],
  providers: [
    AiDetectorService,
    ModelCalibrations,
    {
      provide: DetectorModelProvider,
      inject: [LOGGER],
      useFactory: (logger: Logger) => new DetectorModelProvider(logger.child({ component: 'ai-detector' })),
    },
  ],
})
export class AiDetectorModule implements OnModuleInit, OnApplicationBootstrap {
  private isModelLoaded = false;

  constructor(
    private readonly models: DetectorModelProvider,
    private readonly calibrations: ModelCalibrations,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Reads the model (a second or more, in this thread) before the service listens, so the first
   * student does not wait for it and no request stalls behind it once the service is ready.
   */
  onModuleInit(): void {
    try {
      this.models.get();
      this.isModelLoaded = true;
    } catch {
      this.logger.warn('AI detector unavailable until its model is built');
    }
  }

  /**
   * Then calibrates the hybrid engine through the language model if it can score prompts and is
   * not calibrated yet. Failures are only logged: the offline engine answers meanwhile.
   */
  onApplicationBootstrap(): void {
    if (this.isModelLoaded) void this.calibrations.calibrateInBackground();
  }
}
