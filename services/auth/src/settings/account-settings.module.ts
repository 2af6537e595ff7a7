import { Global, Module } from '@nestjs/common';
import { SettingsModule } from '@studyhub/platform';
import { accountSettings } from './account-settings';
import { RegistrationGate } from './registration-gate';
import { RegistrationStatusController } from './registration-status.controller';

/** The accounts settings group (admin routes from the platform) and the registration switch's gate. */
@Global()
@Module({
  imports: [SettingsModule.forGroups([accountSettings])],
  controllers: [RegistrationStatusController],
  providers: [RegistrationGate],
  exports: [RegistrationGate],
})
export class AccountSettingsModule {}
