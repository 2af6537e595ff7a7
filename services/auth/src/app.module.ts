import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type ServiceKernel } from '@studyhub/platform';
import { AccountsModule } from './accounts/accounts.module';
import { GoogleModule } from './google/google.module';
import { ProfileModule } from './profile/profile.module';
import { AccountSettingsModule } from './settings/account-settings.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forKernel(kernel: ServiceKernel): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forKernel(kernel),
        AccountSettingsModule,
        UsersModule,
        AccountsModule,
        ProfileModule,
        GoogleModule,
      ],
    };
  }
}
