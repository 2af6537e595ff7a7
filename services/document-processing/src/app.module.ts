import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, SettingsModule, type ServiceKernel } from '@studyhub/platform';
import { documentSettings } from './settings/document-settings';
import { StorageReadModule } from './storage-read/storage-read.module';
import { UploadsModule } from './uploads/uploads.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forKernel(kernel),
        SettingsModule.forGroups([documentSettings]),
        StorageReadModule,
        UploadsModule,
      ],
    };
  }
}
