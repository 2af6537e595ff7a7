import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { AccountMailModule } from './account-mail/account-mail.module';
import { NotificationPreferencesModule } from './preferences/notification-preferences.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forKernel(kernel), NotificationPreferencesModule, AccountMailModule],
    };
  }
}
