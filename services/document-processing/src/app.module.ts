import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { StorageReadModule } from './storage-read/storage-read.module';
import { UploadsModule } from './uploads/uploads.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return { module: AppModule, imports: [PlatformModule.forKernel(kernel), StorageReadModule, UploadsModule] };
  }
}
