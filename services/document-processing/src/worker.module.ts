import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';

/** The document worker process: the processing pipeline's jobs run here, apart from the HTTP API. */
@Module({})
export class WorkerModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return { module: WorkerModule, imports: [PlatformModule.forKernel(kernel)] };
  }
}
